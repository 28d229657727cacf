import { createHttpApp, createLogger, type Logger } from '@grtv/kit';
import type { CarrierConfig } from './config';
import { createFaultInjector } from './faults/fault-injector';
import { createHolds } from './faults/holds';
import type { GatewayContext } from './gateway-context';
import { createWebhookNotifier } from './notify/webhook-notifier';
import { systemClock, type Clock } from './ports/clock';
import { cryptoOtpGenerator, cryptoRandom, type OtpGenerator, type RandomSource } from './ports/random-source';
import { gatewayApi } from './routes/gateway-api';
import { sandboxControls } from './routes/sandbox-controls';
import { createMemoryGatewayStore } from './store/memory-gateway-store';

/** What the sandbox takes from outside; tests swap the clock, the OTPs or the webhook's fetch. */
export interface CarrierDeps {
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  otpGenerator: OtpGenerator;
  /** Used to deliver merchant notifications. */
  fetch: typeof fetch;
}

/** Gateway bodies are small; anything bigger is refused before it is parsed. */
const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The carrier sandbox as a Fastify app that does not listen: the gateway API under /v1 and the
 * sandbox controls under /sandbox, over one in-memory state.
 */
export function buildCarrierApp(config: CarrierConfig, deps: Partial<CarrierDeps> = {}) {
  const logger = deps.logger ?? createLogger({ name: 'carrier', level: config.logLevel, pretty: config.logPretty });
  const clock = deps.clock ?? systemClock;
  const random = deps.random ?? cryptoRandom;
  const store = createMemoryGatewayStore({ defaultBalanceCents: config.defaultBalanceCents });
  const notifier = createWebhookNotifier({
    url: config.merchantWebhookUrl,
    secret: config.webhookSecret,
    maxAttempts: config.webhookMaxAttempts,
    retryBaseMs: config.webhookRetryBaseMs,
    fetch: deps.fetch ?? globalThis.fetch,
    clock,
    logger,
    store,
  });
  const ctx: GatewayContext = {
    store,
    clock,
    random,
    otpGenerator: deps.otpGenerator ?? cryptoOtpGenerator,
    notifier,
    logger,
    settings: { otpTtlSeconds: config.otpTtlSeconds, protectSecret: config.protectSecret, protectTtlSeconds: config.protectTtlSeconds },
  };
  const faults = createFaultInjector(random);
  const holds = createHolds();

  const app = createHttpApp({ logger, bodyLimit: BODY_LIMIT_BYTES });
  app.register(gatewayApi, { prefix: '/v1', ctx, apiKey: config.apiKey, faults, holds });
  app.register(sandboxControls, { prefix: '/sandbox', ctx, faults });
  app.get('/', async (_request, reply) => reply.redirect('/sandbox'));
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Held requests (injected timeouts) end at once instead of delaying shutdown.
  app.addHook('preClose', async () => holds.releaseAll());
  app.addHook('onClose', async () => notifier.close());
  return app;
}

export type CarrierApp = ReturnType<typeof buildCarrierApp>;
