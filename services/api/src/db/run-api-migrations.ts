import { runMigrations, type DatabaseHandle } from '@grtv/kit';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Creates or updates the API's tables (users, feedback). */
export function runApiMigrations(handle: DatabaseHandle): Promise<void> {
  return runMigrations(handle, MIGRATIONS, '__drizzle_migrations_api');
}
