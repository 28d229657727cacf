import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { findBinary } from '../process/find-binary';
import { freePort } from '../process/free-port';
import { waitFor } from '../process/wait-for';

export interface RedisServerOptions {
  /** Where Redis keeps its files (the AOF when appendOnly). */
  dir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Append-only file on: survives a restart with every acknowledged write (fsync every second). */
  appendOnly?: boolean;
}

export interface RedisServer {
  url: string;
  port: number;
  pid: number;
  /** Stops the server (SIGTERM: Redis flushes the AOF) and waits for it to exit. */
  stop(): Promise<void>;
  /** Kills the server without a clean shutdown (a crash, for chaos tests). */
  kill(): Promise<void>;
}

/** The message given when redis-server is missing, naming the command that installs it. */
export const REDIS_MISSING = 'redis-server is not installed. Install it with: sudo apt-get install -y redis-server (or set REDIS_URL to a running Redis).';

/**
 * Starts a private `redis-server` bound to 127.0.0.1. BullMQ needs `noeviction`: an evicted job
 * key would be a lost job.
 */
export async function startRedisServer(options: RedisServerOptions): Promise<RedisServer> {
  const binary = findBinary('redis-server', ['/usr/bin', '/usr/sbin', '/usr/local/bin']);
  if (!binary) throw new Error(REDIS_MISSING);
  mkdirSync(options.dir, { recursive: true });
  const port = options.port || (await freePort());
  const args = [
    '--port', String(port),
    '--bind', '127.0.0.1',
    '--dir', options.dir,
    '--save', '',
    '--appendonly', options.appendOnly ? 'yes' : 'no',
    '--appendfsync', 'everysec',
    '--maxmemory-policy', 'noeviction',
    '--daemonize', 'no',
    '--protected-mode', 'yes',
  ];
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor(`redis-server on port ${port}`, () => ping(port), 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message} ${stderr.trim()}`);
  }
  const stopWith = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  killOnExit(child);
  return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid!, stop: stopWith('SIGTERM'), kill: stopWith('SIGKILL') };
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      resolve(String(data).startsWith('+PONG'));
      socket.destroy();
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      resolve(false);
      socket.destroy();
    });
  });
}

/** A child server must not outlive the process that started it. */
export function killOnExit(child: ChildProcess): void {
  const kill = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', kill);
  child.once('exit', () => process.removeListener('exit', kill));
}
