import { runMigrations, type DatabaseHandle } from '@grtv/kit';
import { fileURLToPath } from 'node:url';
import { buildContentApp, type ContentDeps } from './app';
import type { ContentConfig } from './config';
import { seedIfEmpty, type SeedResult } from './seed/seed-if-empty';

/** The content host's drizzle migrations (services/content/drizzle). */
export const CONTENT_MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
/** Its own bookkeeping table, so services migrate apart in one database. */
export const CONTENT_MIGRATIONS_TABLE = '__drizzle_migrations_content';

/** Brings the catalogue schema up to date and seeds an empty catalogue: call on every start. */
export async function prepareContentDatabase(handle: DatabaseHandle): Promise<SeedResult> {
  await runMigrations(handle, CONTENT_MIGRATIONS_FOLDER, CONTENT_MIGRATIONS_TABLE);
  return seedIfEmpty(handle.db);
}

export interface RunningContent {
  /** e.g. `http://127.0.0.1:3200`. */
  url: string;
  close(): Promise<void>;
}

/** Starts the content host on config.host:config.port (0: any free port). The database is the caller's to open and close. */
export async function startContent(config: ContentConfig, deps: ContentDeps): Promise<RunningContent> {
  const app = buildContentApp(config, deps);
  const url = await app.listen({ host: config.host, port: config.port });
  return { url, close: () => app.close() };
}
