import { createHttpApp, type DatabaseHandle, type Logger, type Redis, pingRedis } from '@grtv/kit';
import { statusCheckRoute } from './auth/status-check.route';
import type { ApiConfig } from './config';
import { healthRoutes } from './health/health.route';
import type { CarrierQueries } from './ports/carrier-queries';
import { webAppRoutes } from './web/web-app.route';

export interface ApiDeps {
  logger: Logger;
  redis: Redis;
  database: DatabaseHandle;
  carrier: CarrierQueries;
}

/** The API as a Fastify app that does not listen yet (tests use `inject`; start.ts listens). */
export async function buildApiApp(config: ApiConfig, deps: ApiDeps) {
  const app = createHttpApp({ logger: deps.logger });
  await app.register(healthRoutes, { checks: { redis: () => pingRedis(deps.redis), database: () => deps.database.ping() } });
  await app.register(statusCheckRoute, { carrier: deps.carrier, heTokenSecret: config.HE_TOKEN_SECRET });
  await app.register(webAppRoutes, { dist: config.WEB_DIST });
  return app;
}
