import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** The drizzle database every service uses, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Db;
  /** `pglite`: embedded, one process; `postgres`: a real server via DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a database-wide lock (migrations from several processes at once). */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A Postgres URL; when unset the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; `memory://` (or unset) keeps it in memory. */
  dataDir?: string | undefined;
  /** Pool size for Postgres. */
  poolSize?: number;
  /** A PGlite data-directory dump to start from (skips initdb: tests open many databases). */
  pgliteTemplate?: Blob | File;
}

/** Opens PGlite (default) or Postgres (DATABASE_URL), with the same drizzle interface. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPglite(dataDir: string | undefined, template: Blob | File | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(dataDir && dataDir !== 'memory://' ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite(client) as unknown as Db;
  // PGlite is one connection in one process: its transactions already run one at a time.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    withLock: (_key, fn) => {
      const run = queue.then(() => fn(db));
      queue = run.catch(() => undefined);
      return run;
    },
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A pool error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    withLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn(drizzlePg(client) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
