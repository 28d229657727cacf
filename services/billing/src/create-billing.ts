import { createRedis, type Db, type Logger } from '@grtv/kit';
import { randomBytes } from 'node:crypto';
import type { Registry } from 'prom-client';
import type { BillingDeps } from './billing-deps';
import { createHttpCarrierGateway } from './carrier/http-carrier-gateway';
import type { BillingConfig } from './config';
import { createTransactionLock } from './locks/transaction-lock';
import { createBillingMetrics } from './metrics/billing-metrics';
import { billingPeriods } from './periods';
import { createBillingProducers } from './producers/billing-producers';
import { createCarrierQueries } from './producers/carrier-queries';
import { createOutcomeWaiter } from './producers/outcome-waiter';
import { createBillingQueues } from './queues/create-queues';
import { QUEUE_NAMES } from './queues/queue-names';
import { createAttemptSecrets } from './secrets/attempt-secrets';
import { startBillingWorkers, type RunningWorkers } from './workers/start-workers';

export interface BillingOptions {
  config: BillingConfig;
  redisUrl: string;
  db: Db;
  logger: Logger;
  registry: Registry;
  /** Run workers in this process (the one-machine default), or only produce (API processes). */
  workers: boolean;
  now?: () => number;
}

/** A readable, unguessable id: `sub_3f9a0c1e5b7d2a4c`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

/** Billing wired up: queues, producers, and (optionally) workers in this process. */
export function createBilling(options: BillingOptions) {
  const redis = createRedis(options.redisUrl, 'worker');
  const queues = createBillingQueues(redis, options.config);
  const metrics = createBillingMetrics(options.registry);
  // Billing alone talks to the carrier: one gateway client, its latency in grtv_carrier_call_seconds.
  const gateway = createHttpCarrierGateway({
    baseUrl: options.config.CARRIER_URL,
    apiKey: options.config.CARRIER_API_KEY,
    timeoutMs: options.config.CARRIER_TIMEOUT_MS,
    logger: options.logger.child({ part: 'carrier-gateway' }),
    observe: (endpoint, outcome, seconds) => metrics.carrierSeconds.observe({ endpoint, outcome }, seconds),
  });
  const deps: BillingDeps = {
    db: options.db,
    gateway,
    queues,
    secrets: createAttemptSecrets(redis, options.config.QUEUE_PREFIX, options.config.ATTEMPT_SECRET_TTL_SECONDS),
    // One charge attempt is at most a look-up, the charge and a look-up, each bounded by the timeout.
    lock: createTransactionLock(redis, options.config.QUEUE_PREFIX, options.config.CARRIER_TIMEOUT_MS * 3 + 5000),
    periods: billingPeriods(options.config),
    config: options.config,
    logger: options.logger,
    metrics,
    now: options.now ?? Date.now,
    newId,
  };
  const waiter = createOutcomeWaiter(options.redisUrl, options.config.QUEUE_PREFIX, [QUEUE_NAMES.subscribe]);
  const producers = createBillingProducers(deps, waiter);
  let workers: RunningWorkers | null = options.workers ? startBillingWorkers(options.redisUrl, deps) : null;
  return {
    deps,
    queues,
    producers,
    /** What the API asks the carrier while a person waits (status, OTP, anti-fraud script). */
    carrierQueries: createCarrierQueries(gateway),
    get workers() {
      return workers;
    },
    /** Stops the workers (finishing jobs in hand), then the queues and connections. */
    async close() {
      await workers?.close();
      workers = null;
      await waiter.close();
      await queues.close();
      redis.disconnect();
    },
  };
}
export type Billing = ReturnType<typeof createBilling>;
