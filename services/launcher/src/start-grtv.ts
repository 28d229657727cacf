import { loadApiConfig, runApiMigrations, startApi } from '@grtv/api';
import { createBilling, loadBillingConfig, runBillingMigrations, type Billing } from '@grtv/billing';
import { loadCarrierConfig, startCarrier, startHeProxy } from '@grtv/carrier';
import { ensureSampleMedia, loadContentConfig, prepareContentDatabase, startContent } from '@grtv/content';
import { createLogger, freePort, openDatabase, type DatabaseHandle, type Logger } from '@grtv/kit';
import { isAbsolute, join, resolve } from 'node:path';
import { Registry } from 'prom-client';
import { loadLauncherConfig } from './config';
import { openRedis, type RedisPart } from './open-redis';

export interface RunningGrtv {
  /** The app (web + /api). */
  appUrl: string;
  carrierUrl: string;
  contentUrl: string;
  heProxyUrl: string | null;
  redis: RedisPart;
  database: DatabaseHandle;
  billing: Billing;
  logger: Logger;
  stop(): Promise<void>;
}

/** A fixed port, or a free one when 0 (tests): every URL is known before any part starts. */
const portOf = async (port: number) => (port === 0 ? freePort() : port);

/**
 * Starts every part of GRTV in this process on the embedded defaults: Redis (private or
 * REDIS_URL), the database (PGlite or DATABASE_URL) with every part's migrations, the carrier
 * sandbox, the content host, billing (queues + workers), the API serving the web app, and the
 * header-enrichment proxy. Parts talk over real HTTP, as they do when deployed apart.
 */
export async function startGrtv(env: Record<string, string | undefined>): Promise<RunningGrtv> {
  const launcher = loadLauncherConfig(env);
  const logger = createLogger({ name: 'grtv', level: launcher.LOG_LEVEL, pretty: launcher.LOG_PRETTY });
  const dataDir = isAbsolute(launcher.DATA_DIR) ? launcher.DATA_DIR : resolve(launcher.DATA_DIR);
  const [apiPort, carrierPort, contentPort, hePort] = await Promise.all([launcher.PORT, launcher.CARRIER_PORT, launcher.CONTENT_PORT, launcher.HE_PROXY_PORT].map(portOf));
  const appUrl = `http://127.0.0.1:${apiPort}`;
  const carrierUrl = launcher.CARRIER_SANDBOX ? `http://127.0.0.1:${carrierPort}` : (launcher.CARRIER_URL ?? `http://127.0.0.1:${carrierPort}`);
  const contentUrl = `http://127.0.0.1:${contentPort}`;
  // One environment for every part, with the addresses this launcher chose.
  const partsEnv: Record<string, string | undefined> = {
    MEDIA_DIR: join(dataDir, 'media'),
    ...env,
    PORT: String(apiPort),
    CARRIER_PORT: String(carrierPort),
    CONTENT_PORT: String(contentPort),
    HE_PROXY_PORT: String(hePort),
    CARRIER_URL: carrierUrl,
    CONTENT_URL: contentUrl,
    HE_TARGET_URL: appUrl,
    MERCHANT_WEBHOOK_URL: `${appUrl}/api/carrier/notifications`,
  };
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((error) => logger.error({ err: error }, 'error while stopping'));
    stops.length = 0;
  };
  try {
    const redis = await openRedis(launcher, logger);
    stops.push(() => redis.close());
    const database = await openDatabase({ databaseUrl: launcher.DATABASE_URL, dataDir: join(dataDir, 'pglite') });
    stops.push(() => database.close());
    const contentConfig = loadContentConfig(partsEnv);
    const seeded = await prepareContentDatabase(database);
    await runBillingMigrations(database);
    await runApiMigrations(database);
    logger.info({ database: database.kind, catalogue: seeded }, 'database ready');
    if (contentConfig.makeMedia) await ensureSampleMedia(contentConfig.mediaDir, { logger });

    if (launcher.CARRIER_SANDBOX) {
      const carrier = await startCarrier(loadCarrierConfig(partsEnv), { logger: logger.child({ part: 'carrier' }) });
      stops.push(() => carrier.close());
    }
    const content = await startContent(contentConfig, { db: database.db, logger: logger.child({ part: 'content' }) });
    stops.push(() => content.close());

    const registry = new Registry();
    const billingConfig = loadBillingConfig(partsEnv);
    const billing = createBilling({ config: billingConfig, redisUrl: redis.url, db: database.db, logger: logger.child({ part: 'billing' }), registry, workers: launcher.IN_PROCESS_WORKERS });
    stops.push(() => billing.close());

    const api = await startApi(loadApiConfig(partsEnv), {
      logger: logger.child({ part: 'api' }),
      redis: redis.client,
      database,
      billing: billing.producers,
      carrier: billing.carrierQueries,
      queues: billing.queues.all(),
      registry,
    });
    stops.push(() => api.close());

    let heProxyUrl: string | null = null;
    if (launcher.CARRIER_SANDBOX) {
      const heProxy = await startHeProxy(loadCarrierConfig(partsEnv), { logger: logger.child({ part: 'he-proxy' }) });
      heProxyUrl = heProxy.url;
      stops.push(() => heProxy.close());
    }
    return { appUrl: api.url, carrierUrl, contentUrl: content.url, heProxyUrl, redis, database, billing, logger, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
