import { createBilling, loadBillingConfig, runBillingMigrations } from '@grtv/billing';
import { ConfigError, createLogger, createRedis, openDatabase, parseEnv } from '@grtv/kit';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Registry } from 'prom-client';
import { z } from 'zod';
import { loadApiConfig } from './config';
import { runApiMigrations } from './db/run-api-migrations';
import { startApi } from './start';

/** The repository root: a relative WEB_DIST is taken from here whatever the cwd (`npm start -w services/api` runs in services/api). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A URL this process cannot start without; `why` is what a person reads when it is missing. */
const requiredUrl = (why: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `required: ${why}` : undefined) }).url('must be a URL');

/**
 * What the API needs when it runs as its own process, beyond its own settings (config.ts): the
 * shared Redis and the shared Postgres. There is no embedded default here on purpose.
 */
const ApiProcessEnv = z.object({
  REDIS_URL: requiredUrl('the Redis shared with the billing workers (sessions, rate limits, BullMQ queues), e.g. redis://redis:6379'),
  DATABASE_URL: requiredUrl(
    'a Postgres URL shared with the billing workers and the content host, e.g. postgres://grtv:secret@postgres:5432/grtv. ' +
      'The embedded PGlite lives inside one process, so it cannot be shared: use `npm start` to run everything in one process on it',
  ),
  /** How long SIGTERM may take before the process gives up and exits 1 (ms). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(25_000),
});

/** Names of settings still at a development default (`dev-only-...`), to warn about at start. */
const devDefaults = (settings: Record<string, unknown>) =>
  Object.entries(settings)
    .filter(([, value]) => typeof value === 'string' && value.startsWith('dev-only'))
    .map(([name]) => name);

/**
 * The API as its own process, from the environment alone: migrates the API's and billing's tables
 * (under an advisory lock, so several API and worker processes may start at once), produces billing
 * jobs (workers run elsewhere: `npm run workers -w services/billing`), and serves HTTP. SIGTERM or
 * SIGINT: stop taking requests, let those in flight finish, close queues, Redis and the database, exit 0.
 */
async function main(): Promise<void> {
  const env = parseEnv(ApiProcessEnv, process.env, 'api');
  const parsed = loadApiConfig(process.env);
  const config = { ...parsed, WEB_DIST: isAbsolute(parsed.WEB_DIST) ? parsed.WEB_DIST : resolve(REPO_ROOT, parsed.WEB_DIST) };
  const billingConfig = loadBillingConfig(process.env);
  const logger = createLogger({ name: 'grtv-api', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const insecure = [...devDefaults(config), ...devDefaults(billingConfig)];
  if (insecure.length > 0) logger.warn({ variables: insecure }, 'using DEV-ONLY default secrets: set them in the environment outside a laptop');

  // Whatever has been opened is closed in reverse order, whether the signal comes during start or after.
  const stops: Array<{ what: string; stop: () => Promise<unknown> }> = [];
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info({ signal }, 'stopping: no new requests, finishing those in flight');
    const force = setTimeout(() => {
      logger.error({ ms: env.SHUTDOWN_TIMEOUT_MS }, 'stopping took too long: exiting anyway');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    for (const { what, stop } of stops.reverse()) {
      await stop().catch((error: unknown) => logger.error({ err: error, what }, 'error while stopping'));
    }
    logger.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
  stops.push({ what: 'database', stop: () => database.close() });
  await runBillingMigrations(database);
  await runApiMigrations(database);

  const redis = createRedis(env.REDIS_URL, 'client');
  stops.push({ what: 'redis', stop: () => redis.quit() });

  const registry = new Registry();
  const billing = createBilling({ config: billingConfig, redisUrl: env.REDIS_URL, db: database.db, logger: logger.child({ part: 'billing' }), registry, workers: false });
  stops.push({ what: 'billing queues', stop: () => billing.close() });

  const api = await startApi(config, {
    logger,
    redis,
    database,
    billing: billing.producers,
    carrier: billing.carrierQueries,
    queues: billing.queues.all(),
    registry,
  });
  // Last opened, first closed: Fastify stops accepting, answers what is in flight, then the rest closes.
  stops.push({ what: 'http', stop: () => api.close() });
  logger.info({ url: api.url, database: database.kind, queuePrefix: billingConfig.QUEUE_PREFIX }, 'api listening (billing producers only: run the workers as their own processes)');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
