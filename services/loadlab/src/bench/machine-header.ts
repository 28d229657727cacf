import { execFileSync } from 'node:child_process';
import { cpus, freemem, loadavg, totalmem } from 'node:os';

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

/** What the figures were measured on: without it they mean little. */
export function machineHeader(started: Date): string[] {
  const cpu = cpus();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    if (dirty) commit += ' (working tree has changes)';
  } catch {
    // not a git checkout: the commit is unknown
  }
  return [
    `GRTV bench, ${started.toISOString()}`,
    `CPU: ${cpu[0]?.model.trim() ?? 'unknown'} x ${cpu.length}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at start`,
    `memory: ${gib(totalmem())} (${gib(freemem())} free at start)`,
    `Node ${process.version} on ${process.platform}/${process.arch}; commit ${commit}`,
  ];
}
