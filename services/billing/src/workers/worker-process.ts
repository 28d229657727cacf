import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER_MAIN = fileURLToPath(new URL('./workers-main.ts', import.meta.url));
const BILLING_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A billing worker as its own OS process (`npm run workers -w services/billing`), which can be killed. */
export interface WorkerProcess {
  name: string;
  child: ChildProcess;
  /** A crash: SIGKILL, no goodbye. */
  kill(): Promise<void>;
  /** A clean stop: SIGTERM, finish what is in hand; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function startWorkerProcess(name: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_MAIN], {
    cwd: BILLING_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', WORKER_NAME: name, ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  process.once('exit', () => child.kill('SIGKILL'));
  return { name, child, kill: async () => void (await end('SIGKILL')()), stop: end('SIGTERM') };
}
