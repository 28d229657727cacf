import { ConfigError, createLogger, LogLevelEnv, openDatabase, parseEnv, UrlEnv } from '@grtv/kit';
import { Registry } from 'prom-client';
import { z } from 'zod';
import { loadBillingConfig } from '../config';
import { createBilling } from '../create-billing';
import { runBillingMigrations } from '../db/run-billing-migrations';

/**
 * `npm run workers -w services/billing`: billing workers as their own process (start N of them).
 * They need a shared Redis and a shared Postgres: PGlite lives inside one process.
 */
const WorkerEnv = z.object({
  REDIS_URL: UrlEnv,
  DATABASE_URL: UrlEnv.describe('Postgres: separate worker processes cannot share the embedded PGlite'),
  LOG_LEVEL: LogLevelEnv,
  WORKER_NAME: z.string().default(`worker-${process.pid}`),
});

async function main() {
  const env = parseEnv(WorkerEnv, process.env, 'billing workers');
  const config = loadBillingConfig(process.env);
  const logger = createLogger({ name: 'grtv-billing', level: env.LOG_LEVEL }).child({ worker: env.WORKER_NAME });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
  await runBillingMigrations(database);
  const registry = new Registry();
  const billing = createBilling({ config, redisUrl: env.REDIS_URL, db: database.db, logger, registry, workers: true });
  logger.info('billing workers started');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing the jobs in hand');
    await billing.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
