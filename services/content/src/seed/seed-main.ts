import { createLogger, openDatabase } from '@grtv/kit';
import { mkdirSync } from 'node:fs';
import { loadContentConfig } from '../config';
import { prepareContentDatabase } from '../start';

/** `npm run seed -w services/content`: migrate and seed the configured database (PGLITE_DIR or DATABASE_URL). */
const config = loadContentConfig();
const logger = createLogger({ name: 'content-seed', level: config.logLevel });
if (!config.databaseUrl) mkdirSync(config.pgliteDir, { recursive: true });
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
try {
  const started = Date.now();
  const result = await prepareContentDatabase(handle);
  logger.info({ seeded: result.seeded, counts: result.counts, ms: Date.now() - started, database: handle.kind }, result.seeded ? 'catalogue seeded' : 'catalogue already present: left as it is');
} finally {
  await handle.close();
}
