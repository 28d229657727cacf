import { freePort, openDatabase, startPostgresServer, type DatabaseHandle, type PostgresServer } from '@grtv/kit';
import { startTestRedis, uniqueName, type TestRedis } from '@grtv/kit/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { answers200, startServiceProcess, type ServiceProcess } from './service-process';

/** Each service's entry point, as its container runs it. */
export const ENTRY = {
  carrier: 'services/carrier/src/main.ts',
  content: 'services/content/src/main.ts',
  api: 'services/api/src/main.ts',
  workers: 'services/billing/src/workers/workers-main.ts',
} as const;

export interface SplitOptions {
  /** One billing day in ms for the API and the workers (1000: the free day ends in a second). */
  billingDayMs: number;
  /** Jobs one worker process runs at once, per queue. */
  workerConcurrency: number;
  /** How many billing worker processes to start. */
  workers: number;
  subscribeWaitMs: number;
}

export interface SplitGrtv {
  apiUrl: string;
  carrierUrl: string;
  contentUrl: string;
  heProxyUrl: string;
  redisUrl: string;
  /** The queue prefix every BullMQ queue, worker and queue-events instance uses. */
  queuePrefix: string;
  /** The API's own Redis key prefix (sessions, limits). */
  redisPrefix: string;
  /** Whether this run owns its Redis (nothing else writes to it). */
  ownsRedis: boolean;
  /** The test's own connection to the shared database (ledger and outcome checks). */
  database: DatabaseHandle;
  carrier: ServiceProcess;
  content: ServiceProcess;
  api: ServiceProcess;
  workers: ServiceProcess[];
  /** Every process started, in start order. */
  all(): ServiceProcess[];
  /** SIGKILLs whatever still runs, then removes Postgres, Redis and the temporary files. Safe to call twice. */
  dispose(): Promise<void>;
}

/** A fresh, empty database on the server at `url` (its own, so the ledger holds only this run's rows). */
async function createDatabaseOn(url: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const created = new URL(url);
  created.pathname = `/${name}`;
  return {
    url: created.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * GRTV deployed apart, without containers: a real Postgres (a private server, or a fresh database
 * on DATABASE_URL's server) and one Redis, then the carrier sandbox (+ HE proxy), the content host,
 * the API and N billing worker processes, each its own OS process configured by environment alone.
 * They all start at once, as `docker compose up` starts them, so the migrations race under their
 * advisory lock. Resolves when every one is healthy.
 */
export async function startSplitGrtv(options: SplitOptions): Promise<SplitGrtv> {
  const cleanups: Array<() => Promise<void>> = [];
  const processes: ServiceProcess[] = [];
  const tempDir = mkdtempSync(join(tmpdir(), 'grtv-split-'));
  cleanups.push(async () => rmSync(tempDir, { recursive: true, force: true }));
  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    for (const p of processes) p.kill();
    await Promise.all(processes.map((p) => p.exited));
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.warn('split deployment clean-up:', error));
  };

  try {
    const databaseName = uniqueName('grtv_split').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
    let postgres: PostgresServer | null = null;
    let serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) {
      postgres = await startPostgresServer();
      cleanups.push(() => postgres!.stop());
      serverUrl = postgres.url;
    }
    const fresh = await createDatabaseOn(serverUrl, databaseName);
    if (!postgres) cleanups.push(() => fresh.drop());
    const databaseUrl = fresh.url;

    const redis: TestRedis = await startTestRedis();
    cleanups.push(() => redis.stop());
    const ownsRedis = redis.source !== 'env';
    // A shared REDIS_URL gets prefixes of its own; a private Redis runs on the defaults, as deployed.
    const queuePrefix = ownsRedis ? '{grtv}' : `{${uniqueName('split').toLowerCase()}}`;
    const redisPrefix = ownsRedis ? 'grtv' : uniqueName('split').toLowerCase();

    const [apiPort, carrierPort, hePort, contentPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const carrierUrl = `http://127.0.0.1:${carrierPort}`;
    const contentUrl = `http://127.0.0.1:${contentPort}`;
    const heProxyUrl = `http://127.0.0.1:${hePort}`;
    const base = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}) };
    const billingEnv = {
      CARRIER_URL: carrierUrl,
      BILLING_DAY_MS: String(options.billingDayMs),
      ...(ownsRedis ? {} : { QUEUE_PREFIX: queuePrefix }),
    };

    const database = await openDatabase({ databaseUrl, poolSize: 3 });
    cleanups.push(() => database.close());

    const carrier = startServiceProcess('carrier', ENTRY.carrier, {
      ...base,
      CARRIER_HOST: '127.0.0.1',
      CARRIER_PORT: String(carrierPort),
      HE_PROXY_HOST: '127.0.0.1',
      HE_PROXY_PORT: String(hePort),
      HE_TARGET_URL: apiUrl,
      MERCHANT_WEBHOOK_URL: `${apiUrl}/api/carrier/notifications`,
      LOG_LEVEL: 'warn',
    });
    const content = startServiceProcess('content', ENTRY.content, {
      ...base,
      CONTENT_HOST: '127.0.0.1',
      CONTENT_PORT: String(contentPort),
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: join(tempDir, 'media'),
      CONTENT_MAKE_MEDIA: '0',
      LOG_LEVEL: 'warn',
    });
    // From its workspace folder, as `npm start -w services/api` runs it: WEB_DIST's default is taken from the repository root.
    const api = startServiceProcess('api', ENTRY.api, {
      ...base,
      ...billingEnv,
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      REDIS_URL: redis.url,
      DATABASE_URL: databaseUrl,
      CONTENT_URL: contentUrl,
      SUBSCRIBE_WAIT_MS: String(options.subscribeWaitMs),
      // The test drives every phone from 127.0.0.1: limits per address are not what it checks.
      RATE_LIMIT_ALLOW: '127.0.0.1',
      ...(ownsRedis ? {} : { REDIS_PREFIX: redisPrefix }),
      LOG_LEVEL: 'warn',
    }, { cwd: 'services/api' });
    const workers = Array.from({ length: options.workers }, (_, i) =>
      startServiceProcess(`worker-${i + 1}`, ENTRY.workers, {
        ...base,
        ...billingEnv,
        REDIS_URL: redis.url,
        DATABASE_URL: databaseUrl,
        WORKER_CONCURRENCY: String(options.workerConcurrency),
        JOB_BACKOFF_MS: '200',
        WORKER_NAME: `worker-${i + 1}`,
        LOG_LEVEL: 'info',
      }),
    );
    processes.push(carrier, content, api, ...workers);

    await Promise.all([
      carrier.waitUntil('the carrier sandbox to answer /healthz', () => answers200(`${carrierUrl}/healthz`)),
      content.waitUntil('the content host to answer /readyz', () => answers200(`${contentUrl}/readyz`)),
      api.waitUntil('the API to answer /readyz', () => answers200(`${apiUrl}/readyz`)),
      ...workers.map((w) => w.waitForLine('"billing workers started"', (line) => line.includes('"msg":"billing workers started"'))),
    ]);
    // The HE proxy lives in the carrier's process and forwards to the API.
    await carrier.waitUntil('the header-enrichment proxy to reach the API', () => answers200(`${heProxyUrl}/healthz`), 10_000);

    return { apiUrl, carrierUrl, contentUrl, heProxyUrl, redisUrl: redis.url, queuePrefix, redisPrefix, ownsRedis, database, carrier, content, api, workers, all: () => [...processes], dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
