import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './open-database';

/** One advisory-lock key for all of GRTV's migrations. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies one service's drizzle migrations. Each service keeps its own folder and its own
 * bookkeeping table, so services can be deployed apart; a lock lets several processes start at once.
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder: string, migrationsTable: string): Promise<void> {
  await handle.withLock(MIGRATION_LOCK, async (db) => {
    const config = { migrationsFolder, migrationsTable };
    if (handle.kind === 'pglite') await migratePglite(db as never, config);
    else await migratePg(db as never, config);
  });
}
