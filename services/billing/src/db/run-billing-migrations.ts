import { runMigrations, type DatabaseHandle } from '@grtv/kit';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Creates or updates billing's tables (its own drizzle bookkeeping table). */
export function runBillingMigrations(handle: DatabaseHandle): Promise<void> {
  return runMigrations(handle, MIGRATIONS, '__drizzle_migrations_billing');
}
