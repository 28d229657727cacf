import { openDatabase, type DatabaseHandle } from '../db/open-database';
import { canStartPostgres, startPostgresServer, type PostgresServer } from '../db/postgres-server';
import { uniqueName } from './test-redis';

export interface TestDatabaseEngine {
  /** `pglite` always; `postgres` where DATABASE_URL is set or a local Postgres can be started. */
  name: 'pglite' | 'postgres';
  /** A fresh, empty database for one test. */
  open(): Promise<DatabaseHandle>;
  stop(): Promise<void>;
}

let sharedPostgres: Promise<PostgresServer> | null = null;
let pgliteTemplate: Promise<Blob | File> | null = null;

/** An empty PGlite cluster, made once per test process: starting from it takes ~0.5 s instead of ~2.5 s. */
function emptyPgliteTemplate(): Promise<Blob | File> {
  pgliteTemplate ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const fresh = await PGlite.create();
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    return dump;
  })();
  return pgliteTemplate;
}

/** The engines storage tests run on: PGlite, plus Postgres where one is reachable or can be started. */
export function testDatabaseEngines(): TestDatabaseEngine[] {
  const engines: TestDatabaseEngine[] = [
    { name: 'pglite', open: async () => openDatabase({ dataDir: 'memory://', pgliteTemplate: await emptyPgliteTemplate() }), stop: async () => {} },
  ];
  if (process.env.DATABASE_URL) {
    const base = process.env.DATABASE_URL;
    engines.push({ name: 'postgres', open: () => createDatabaseOn(base), stop: async () => {} });
  } else if (canStartPostgres() && process.env.GRTV_SKIP_POSTGRES !== '1') {
    engines.push({
      name: 'postgres',
      open: async () => {
        sharedPostgres ??= startPostgresServer();
        const server = await sharedPostgres;
        return openDatabase({ databaseUrl: await server.createDatabase(uniqueName('t').replace(/-/g, '_')), poolSize: 4 });
      },
      stop: async () => {
        if (sharedPostgres) await (await sharedPostgres).stop();
        sharedPostgres = null;
      },
    });
  }
  return engines;
}

/** A new database on the server DATABASE_URL points at. */
async function createDatabaseOn(baseUrl: string): Promise<DatabaseHandle> {
  const name = uniqueName('grtv_t').replace(/-/g, '_');
  const admin = await openDatabase({ databaseUrl: baseUrl, poolSize: 1 });
  try {
    const { sql } = await import('drizzle-orm');
    await admin.db.execute(sql.raw(`create database "${name}"`));
  } finally {
    await admin.close();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
}
