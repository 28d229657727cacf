import type { Redis } from '@grtv/kit';
import { Queue, type DefaultJobOptions } from 'bullmq';
import type { BillingConfig } from '../config';
import { QUEUE_NAMES } from './queue-names';

/** The backoff type whose delays `carrierBackoff` computes (exponential, jitter, Retry-After). */
export const CARRIER_BACKOFF = 'carrier';

export function defaultJobOptions(config: BillingConfig): DefaultJobOptions {
  return {
    attempts: config.JOB_ATTEMPTS,
    backoff: { type: CARRIER_BACKOFF },
    // Completed jobs are kept a while (ops can see them; duplicate job ids stay ignored);
    // exhausted ones stay in the failed set, with their reason, until ops act.
    removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
    removeOnFail: false,
  };
}

/** The producer side of billing's queues, sharing one Redis connection. */
export function createBillingQueues(connection: Redis, config: BillingConfig) {
  const options = { connection, prefix: config.QUEUE_PREFIX, defaultJobOptions: defaultJobOptions(config) };
  const queues = {
    subscribe: new Queue(QUEUE_NAMES.subscribe, options),
    cancel: new Queue(QUEUE_NAMES.cancel, options),
    unsubscribe: new Queue(QUEUE_NAMES.unsubscribe, options),
    renewal: new Queue(QUEUE_NAMES.renewal, options),
    notifications: new Queue(QUEUE_NAMES.notifications, options),
  };
  for (const queue of Object.values(queues)) queue.on('error', () => {});
  return {
    ...queues,
    all: () => Object.values(queues),
    close: async () => {
      await Promise.all(Object.values(queues).map((q) => q.close()));
    },
  };
}
export type BillingQueues = ReturnType<typeof createBillingQueues>;
