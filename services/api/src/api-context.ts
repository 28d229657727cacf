import type { BillingProducers, CarrierQueries } from '@grtv/billing/producers';
import type { Db, Logger, Redis } from '@grtv/kit';
import type { Registry } from 'prom-client';
import type { ApiConfig } from './config';
import type { ContentClient } from './content/content-client';
import type { SessionStore } from './sessions/session-store';

/** What the API's route plugins are given. */
export interface ApiContext {
  config: ApiConfig;
  db: Db;
  redis: Redis;
  billing: BillingProducers;
  carrier: CarrierQueries;
  sessions: SessionStore;
  content: ContentClient;
  registry: Registry;
  logger: Logger;
}
