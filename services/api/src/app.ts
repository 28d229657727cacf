import fastifyCompress from '@fastify/compress';
import type { BillingProducers, CarrierQueries } from '@grtv/billing/producers';
import { constants as zlibConstants } from 'node:zlib';
import { createHttpApp, pingRedis, type DatabaseHandle, type Logger, type Redis } from '@grtv/kit';
import type { Queue } from 'bullmq';
import type { Registry } from 'prom-client';
import type { ApiContext } from './api-context';
import { authStatusRoute } from './auth/auth-status.route';
import { heRoute } from './auth/he.route';
import { signInRoutes } from './auth/sign-in.routes';
import { statusCheckRoute } from './auth/status-check.route';
import { carrierNotificationsRoute } from './carrier/notifications.route';
import type { ApiConfig } from './config';
import { catalogueListRoutes } from './content/catalogue-lists.routes';
import { createContentClient } from './content/content-client';
import { contentPageRoutes } from './content/content-pages.routes';
import { playlistRoutes } from './content/playlist.routes';
import { searchRoutes } from './content/search.routes';
import { healthRoutes } from './health/health.route';
import { contentFilesRoute } from './media/content-files.route';
import { streamRoute } from './media/stream.route';
import { logHeadersRoute } from './misc/log-headers.route';
import { metricsPlugin } from './observability/metrics.plugin';
import { opsPlugin } from './ops/ops.plugin';
import { createAttemptCounter } from './security/attempt-counter';
import { CSRF_MESSAGE, securityPlugin } from './security/security.plugin';
import { ApiErrors } from './errors';
import { sessionPlugin } from './sessions/session.plugin';
import { sessionRoutes } from './sessions/session.routes';
import { createSessionStore } from './sessions/session-store';
import { dcbProtectRoutes } from './subscribe/dcb-protect.routes';
import { subscribeRoutes } from './subscribe/subscribe.routes';
import { profileRoutes } from './users/profile.routes';
import { webAppRoutes } from './web/web-app.route';

export interface ApiDeps {
  logger: Logger;
  redis: Redis;
  database: DatabaseHandle;
  billing: BillingProducers;
  carrier: CarrierQueries;
  /** Billing's queues, for the ops console. */
  queues: Queue[];
  registry: Registry;
}

/** The API as a Fastify app that does not listen yet (tests use `inject`; start.ts listens). */
export async function buildApiApp(config: ApiConfig, deps: ApiDeps) {
  const app = createHttpApp({
    logger: deps.logger,
    // @fastify/csrf-protection answers with its own errors: give them a message a person can act on.
    translateError: (error) => (error.code?.startsWith('FST_CSRF_') ? ApiErrors.csrf(CSRF_MESSAGE) : null),
  });
  const ctx: ApiContext = {
    config,
    db: deps.database.db,
    redis: deps.redis,
    billing: deps.billing,
    carrier: deps.carrier,
    sessions: createSessionStore(deps.redis, config.REDIS_PREFIX, config.SESSION_TTL_SECONDS),
    content: createContentClient({ baseUrl: config.CONTENT_URL, tokenSecret: config.CONTENT_TOKEN_SECRET, internalKey: config.CONTENT_INTERNAL_KEY, timeoutMs: config.CONTENT_TIMEOUT_MS }),
    registry: deps.registry,
    logger: deps.logger,
  };
  const countAttempt = createAttemptCounter(deps.redis, config.REDIS_PREFIX);

  // JSON answers (catalogue pages, search) compressed for slow mobile data; the web app's files
  // come precompressed from the build, and video segments do not compress.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(metricsPlugin, { registry: deps.registry });
  await app.register(healthRoutes, { checks: { redis: () => pingRedis(deps.redis), database: () => deps.database.ping() } });
  await app.register(securityPlugin, {
    cookieSecret: config.COOKIE_SECRET,
    secureCookies: config.COOKIE_SECURE,
    redis: deps.redis,
    prefix: config.REDIS_PREFIX,
    rateLimitAllow: config.RATE_LIMIT_ALLOW,
  });
  await app.register(sessionPlugin, { store: ctx.sessions });

  await app.register(sessionRoutes, { ctx });
  await app.register(heRoute, { ctx });
  await app.register(statusCheckRoute, { ctx, countAttempt });
  await app.register(signInRoutes, { ctx, countAttempt });
  await app.register(authStatusRoute, { ctx });
  await app.register(subscribeRoutes, { ctx, countAttempt });
  await app.register(dcbProtectRoutes, { ctx });
  await app.register(profileRoutes, { ctx, countAttempt });
  await app.register(searchRoutes, { ctx });
  await app.register(playlistRoutes, { ctx });
  await app.register(catalogueListRoutes, { ctx });
  await app.register(contentPageRoutes, { ctx });
  await app.register(streamRoute, { ctx });
  await app.register(contentFilesRoute, { ctx });
  await app.register(logHeadersRoute, { ctx });
  await app.register(carrierNotificationsRoute, { ctx });
  await app.register(opsPlugin, { ctx, queues: deps.queues, prefix: '/ops' });
  await app.register(webAppRoutes, { dist: config.WEB_DIST });
  return app;
}
