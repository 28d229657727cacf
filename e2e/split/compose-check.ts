import { spawnSync } from 'node:child_process';

/** How to run Compose here: the `docker compose` plugin, else the standalone `docker-compose`, else null. */
export function findComposeCommand(): string[] | null {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const probe = spawnSync(command[0]!, [...command.slice(1), 'version'], { stdio: 'ignore', timeout: 15_000 });
    if (probe.status === 0) return command;
  }
  return null;
}

/** `docker compose config --quiet` in `cwd`: validates the file (schema, interpolation, references) without an engine. */
export function runComposeConfig(command: string[], cwd: string): { command: string; status: number | null; stderr: string } {
  const args = [...command.slice(1), 'config', '--quiet'];
  const result = spawnSync(command[0]!, args, { cwd, encoding: 'utf8', timeout: 60_000 });
  return { command: [command[0], ...args].join(' '), status: result.status, stderr: (result.stderr ?? '').trim() };
}

/** Runs one of the compose file's healthcheck scripts (infra/healthcheck/*.mjs) as its container would; its exit status. */
export function runHealthcheck(script: string, args: string[], env: Record<string, string>, cwd: string): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, [script, ...args], { cwd, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 15_000 });
  return { status: result.status, stderr: (result.stderr ?? '').trim() };
}
