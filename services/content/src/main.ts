import { ConfigError, createLogger, openDatabase } from '@grtv/kit';
import { mkdirSync } from 'node:fs';
import { systemClock } from './clock';
import { loadContentConfig } from './config';
import { ensureSampleMedia } from './media/ensure-sample-media';
import { prepareContentDatabase, startContent } from './start';

/** The content host as its own process: its own database (PGlite under PGLITE_DIR, or DATABASE_URL). */
const config = (() => {
  try {
    return loadContentConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The message names each bad variable; a stack trace would bury it (as the other mains do).
    console.error(error.message);
    process.exit(1);
  }
})();
const logger = createLogger({ name: 'content', level: config.logLevel, pretty: Boolean(process.stdout.isTTY) });
if (!config.databaseUrl) mkdirSync(config.pgliteDir, { recursive: true });
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
const seed = await prepareContentDatabase(handle);
if (seed.seeded) logger.info({ counts: seed.counts }, 'seeded the catalogue');
const server = await startContent(config, { db: handle.db, logger, clock: systemClock });
logger.info({ url: server.url, database: handle.kind }, 'content host listening');
if (config.makeMedia) void ensureSampleMedia(config.mediaDir, { logger });

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'content host stopping');
  await server.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
