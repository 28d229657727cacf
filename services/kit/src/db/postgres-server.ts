import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findBinary, postgresBinDirs } from '../process/find-binary';
import { freePort } from '../process/free-port';
import { waitFor } from '../process/wait-for';
import { killOnExit } from '../redis/redis-server';

export interface PostgresServer {
  /** A URL for the `postgres` database of this server. */
  url: string;
  pid: number;
  /** A URL for a fresh, empty database on this server. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The message given when Postgres server binaries are missing. */
export const POSTGRES_MISSING = 'Postgres server binaries are not installed. Install them with: sudo apt-get install -y postgresql';

/** Whether this machine can start a private Postgres server. */
export function canStartPostgres(): boolean {
  return findBinary('initdb', postgresBinDirs()) !== null && findBinary('postgres', postgresBinDirs()) !== null;
}

/**
 * Starts a private Postgres on a free port in a temporary data directory (Debian's `postgresql`
 * package). Postgres refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startPostgresServer(options: { dir?: string; durable?: boolean } = {}): Promise<PostgresServer> {
  const dirs = postgresBinDirs();
  const initdb = findBinary('initdb', dirs);
  const postgres = findBinary('postgres', dirs);
  if (!initdb || !postgres) throw new Error(POSTGRES_MISSING);
  const base = options.dir ?? mkdtempSync(join(tmpdir(), 'grtv-pg-'));
  const dataDir = join(base, 'data');
  mkdirSync(base, { recursive: true });
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (owner) chownSync(base, owner.uid, owner.gid);
  const runAs = owner ? { uid: owner.uid, gid: owner.gid } : {};
  execFileSync(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions'], { stdio: 'pipe', ...runAs });
  const port = await freePort();
  const durability = options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  const child = spawn(
    postgres,
    ['-D', dataDir, '-p', String(port), '-k', base, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...durability],
    { stdio: ['ignore', 'ignore', 'pipe'], ...runAs },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killOnExit(child);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitFor(`postgres on port ${port}`, () => canConnect(url), 20_000, 100);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message} ${stderr.trim().slice(-500)}`);
  }
  return {
    url,
    pid: child.pid!,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/[^a-z0-9_]/gi, '_')}"`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${name.replace(/[^a-z0-9_]/gi, '_')}`);
    },
    stop: async () => {
      // SIGINT is Postgres' "fast shutdown": ends sessions, checkpoints, exits.
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
      if (!options.dir) rmSync(base, { recursive: true, force: true });
    },
  };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function postgresUser(): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    throw new Error('Running as root needs a `postgres` user to own the database files (apt-get install -y postgresql creates it).');
  }
}
