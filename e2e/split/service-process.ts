import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository root: each service's main.ts is run from here, as `npm run` would. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One GRTV service running as its own OS process, started from its main.ts with an explicit environment. */
export interface ServiceProcess {
  name: string;
  pid: number;
  /** The last lines it wrote (stdout and stderr), for a failure message. */
  output(): string;
  /** Every line it wrote to stdout that parsed as a pino JSON record. */
  logRecords(): Array<Record<string, unknown>>;
  /** Resolves once it writes a line for which `match` is true; rejects if it exits first or time runs out. */
  waitForLine(what: string, match: (line: string) => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves once `check` is true; rejects at once if the process exits meanwhile. */
  waitUntil(what: string, check: () => Promise<boolean>, timeoutMs?: number): Promise<void>;
  /** Resolves when it has exited. */
  exited: Promise<Exit>;
  alive(): boolean;
  /** Sends a signal and measures how long it takes to exit (ms). */
  terminate(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit & { ms: number }>;
  /** SIGKILL when still running (afterAll, whatever happened). */
  kill(): void;
}

const KEEP_LINES = 400;

/**
 * Runs `node --import tsx <entry>` as its own process with exactly `env` (nothing inherited but
 * what the caller passes), as a container would, from the repository root or `options.cwd` (as
 * `npm start -w <workspace>` would). It is SIGKILLed if this process exits first.
 */
export function startServiceProcess(name: string, entry: string, env: Record<string, string>, options: { cwd?: string } = {}): ServiceProcess {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve(REPO_ROOT, entry)], {
    cwd: resolve(REPO_ROOT, options.cwd ?? '.'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const records: Array<Record<string, unknown>> = [];
  const watchers = new Set<(line: string) => void>();
  const take = (stream: 'out' | 'err') => {
    let partial = '';
    return (chunk: Buffer) => {
      const text = partial + chunk.toString('utf8');
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        if (!line.trim()) continue;
        lines.push(`${stream === 'err' ? '! ' : ''}${line}`);
        if (lines.length > KEEP_LINES) lines.shift();
        if (stream === 'out' && line.startsWith('{')) {
          try {
            records.push(JSON.parse(line) as Record<string, unknown>);
          } catch {
            // not a log record
          }
        }
        for (const watch of watchers) watch(line);
      }
    };
  };
  child.stdout!.on('data', take('out'));
  child.stderr!.on('data', take('err'));

  const exited = new Promise<Exit>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const killOnParentExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnParentExit);
  void exited.then(() => process.removeListener('exit', killOnParentExit));

  const alive = () => child.exitCode === null && child.signalCode === null;
  const output = () => lines.slice(-60).join('\n');
  const died = (what: string) => (exit: Exit) =>
    new Error(`${name} exited (code ${exit.code}, signal ${exit.signal}) while waiting for ${what}. Its last output:\n${output()}`);

  return {
    name,
    pid: child.pid!,
    output,
    logRecords: () => [...records],
    exited,
    alive,
    waitForLine(what, match, timeoutMs = 60_000) {
      return new Promise<void>((resolveWait, reject) => {
        if (lines.some(match)) return resolveWait();
        const timer = setTimeout(() => finish(new Error(`${name}: timed out after ${timeoutMs} ms waiting for ${what}. Its last output:\n${output()}`)), timeoutMs);
        const watch = (line: string) => {
          if (match(line)) finish();
        };
        const finish = (error?: Error) => {
          clearTimeout(timer);
          watchers.delete(watch);
          if (error) reject(error);
          else resolveWait();
        };
        watchers.add(watch);
        void exited.then((exit) => finish(died(what)(exit)));
      });
    },
    async waitUntil(what, check, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (!alive()) throw died(what)(await exited);
        if (await check().catch(() => false)) return;
        if (Date.now() > deadline) throw new Error(`${name}: timed out after ${timeoutMs} ms waiting for ${what}. Its last output:\n${output()}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    },
    async terminate(signal = 'SIGTERM', timeoutMs = 30_000) {
      const started = performance.now();
      if (!alive()) return { ...(await exited), ms: 0 };
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const exit = await exited;
      clearTimeout(timer);
      return { ...exit, ms: Math.round(performance.now() - started) };
    },
    kill: killOnParentExit,
  };
}

/** True when GET `url` answers 200. */
export async function answers200(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.status === 200;
}
