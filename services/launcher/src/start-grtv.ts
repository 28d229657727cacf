import { loadApiConfig, startApi } from '@grtv/api';
import { createCarrierQueries, createHttpCarrierGateway } from '@grtv/billing';
import { createLogger, openDatabase, type DatabaseHandle, type Logger } from '@grtv/kit';
import { join } from 'node:path';
import { loadLauncherConfig } from './config';
import { openRedis, type RedisPart } from './open-redis';

export interface RunningGrtv {
  /** The app (web + /api) URL. */
  appUrl: string;
  redis: RedisPart;
  database: DatabaseHandle;
  logger: Logger;
  stop(): Promise<void>;
}

/**
 * Starts every part of GRTV in this process on the embedded defaults: Redis (private or
 * REDIS_URL), the database (PGlite or DATABASE_URL) with its migrations, and the app. Parts talk
 * to each other over real HTTP, as they do when deployed apart.
 */
export async function startGrtv(env: Record<string, string | undefined>): Promise<RunningGrtv> {
  const config = loadLauncherConfig(env);
  const apiConfig = loadApiConfig(env);
  const logger = createLogger({ name: 'grtv', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((error) => logger.error({ err: error }, 'error while stopping'));
  };
  try {
    const redis = await openRedis(config, logger);
    stops.push(() => redis.close());
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite') });
    stops.push(() => database.close());
    logger.info({ database: database.kind }, 'database open');

    const gateway = createHttpCarrierGateway({
      baseUrl: config.CARRIER_URL,
      apiKey: config.CARRIER_API_KEY,
      timeoutMs: config.CARRIER_TIMEOUT_MS,
      logger: logger.child({ part: 'carrier-gateway' }),
    });
    const api = await startApi(apiConfig, {
      logger: logger.child({ part: 'api' }),
      redis: redis.client,
      database,
      carrier: createCarrierQueries(gateway),
    });
    stops.push(() => api.close());
    return { appUrl: api.url, redis, database, logger, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
