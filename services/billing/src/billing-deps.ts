import type { Db, Logger } from '@grtv/kit';
import type { CarrierGateway } from './carrier/carrier-gateway';
import type { BillingConfig } from './config';
import type { BillingMetrics } from './metrics/billing-metrics';
import type { BillingPeriods } from './periods';
import type { TransactionLock } from './locks/transaction-lock';
import type { BillingQueues } from './queues/create-queues';
import type { AttemptSecretStore } from './secrets/attempt-secrets';

/** What billing's processors and producers are given (ports, not singletons). */
export interface BillingDeps {
  db: Db;
  gateway: CarrierGateway;
  queues: BillingQueues;
  secrets: AttemptSecretStore;
  /** Serialises runs of one charge transaction across workers. */
  lock: TransactionLock;
  periods: BillingPeriods;
  config: BillingConfig;
  logger: Logger;
  metrics: BillingMetrics;
  /** Epoch ms (tests may move time). */
  now: () => number;
  /** A new id with a readable prefix (`sub`, `sbr`). */
  newId: (prefix: string) => string;
}
