import { loadApiConfig, runApiMigrations, startApi } from '@grtv/api';
import { createBilling, loadBillingConfig, runBillingMigrations, startWorkerProcess, type Billing, type WorkerProcess } from '@grtv/billing';
import { loadCarrierConfig, startCarrier, type RunningCarrier } from '@grtv/carrier';
import {
  canStartPostgres,
  createLogger,
  createRedis,
  freePort,
  openDatabase,
  startPostgresServer,
  startRedisServer,
  type DatabaseHandle,
  type PostgresServer,
  type Redis,
  type RedisServer,
} from '@grtv/kit';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Registry } from 'prom-client';

export interface LoadSystem {
  appUrl: string;
  carrierUrl: string;
  database: DatabaseHandle;
  billing: Billing;
  workers: WorkerProcess[];
  /** Starts (or restarts) worker number `index` as a new process. */
  startWorker(index: number): WorkerProcess;
  /** Stops and starts the private Redis (a clean restart: the append-only file keeps every write). */
  restartRedis(): Promise<void>;
  stop(): Promise<void>;
}

export interface LoadSystemOptions {
  workers: number;
  /** Extra settings for every part (e.g. WORKER_CONCURRENCY). */
  env?: Record<string, string>;
}

/**
 * GRTV as a small production would run it, on this machine: a private Redis with AOF, a private
 * Postgres, the carrier sandbox, the API (producers only), and N billing workers as separate OS
 * processes sharing Redis and Postgres (PGlite cannot be shared between processes).
 */
export async function startLoadSystem(options: LoadSystemOptions): Promise<LoadSystem> {
  if (!process.env.DATABASE_URL && !canStartPostgres()) {
    throw new Error('Load runs need Postgres for several worker processes: sudo apt-get install -y postgresql (or set DATABASE_URL).');
  }
  const logger = createLogger({ name: 'loadlab', level: process.env.LOG_LEVEL ?? 'warn' });
  const dir = mkdtempSync(join(tmpdir(), 'grtv-load-'));
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
    stops.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    let redisServer: RedisServer = await startRedisServer({ dir: join(dir, 'redis'), appendOnly: true });
    const redisUrl = redisServer.url;
    stops.push(() => redisServer.stop());
    let postgres: PostgresServer | null = null;
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      postgres = await startPostgresServer();
      databaseUrl = postgres.url;
      stops.push(() => postgres!.stop());
    }
    const database = await openDatabase({ databaseUrl, poolSize: 10 });
    stops.push(() => database.close());
    await runBillingMigrations(database);
    await runApiMigrations(database);

    const [apiPort, carrierPort] = await Promise.all([freePort(), freePort()]);
    const appUrl = `http://127.0.0.1:${apiPort}`;
    const env: Record<string, string> = {
      CARRIER_PORT: String(carrierPort),
      CARRIER_URL: `http://127.0.0.1:${carrierPort}`,
      MERCHANT_WEBHOOK_URL: `${appUrl}/api/carrier/notifications`,
      PORT: String(apiPort),
      QUEUE_PREFIX: '{grtv-load}',
      CARRIER_TIMEOUT_MS: '1000',
      JOB_BACKOFF_MS: '200',
      JOB_ATTEMPTS: '25',
      WORKER_LOCK_MS: '3000',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      // The load system drives the API; it serves the web app only if it is built.
      WEB_DIST: fileURLToPath(new URL('../../../../apps/web/dist', import.meta.url)),
      SUBSCRIBE_WAIT_MS: '3000',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const carrier: RunningCarrier = await startCarrier(loadCarrierConfig(env), { logger });
    stops.push(() => carrier.close());

    const billingConfig = loadBillingConfig(env);
    const billing = createBilling({ config: billingConfig, redisUrl, db: database.db, logger, registry: new Registry(), workers: false });
    stops.push(() => billing.close());
    const apiRedis: Redis = createRedis(redisUrl, 'client');
    stops.push(async () => apiRedis.disconnect());
    const api = await startApi(loadApiConfig(env), {
      logger,
      redis: apiRedis,
      database,
      billing: billing.producers,
      carrier: billing.carrierQueries,
      queues: billing.queues.all(),
      registry: new Registry(),
    });
    stops.push(() => api.close());

    const workerEnv = { ...env, REDIS_URL: redisUrl, DATABASE_URL: databaseUrl };
    const workers: WorkerProcess[] = [];
    const startWorker = (index: number) => {
      const worker = startWorkerProcess(`worker-${index}`, workerEnv);
      workers[index] = worker;
      return worker;
    };
    for (let i = 0; i < options.workers; i++) startWorker(i);
    stops.push(() => Promise.all(workers.map((w) => w.stop())));

    return {
      appUrl,
      carrierUrl: carrier.url,
      database,
      billing,
      workers,
      startWorker,
      restartRedis: async () => {
        await redisServer.stop();
        redisServer = await startRedisServer({ dir: join(dir, 'redis'), appendOnly: true, port: redisServer.port });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
