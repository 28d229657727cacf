import { createRedis, type Logger } from '@grtv/kit';
import { Worker, type Processor } from 'bullmq';
import type { BillingDeps } from '../billing-deps';
import { createDeclineProcessor } from '../processors/decline.processor';
import { createNotificationProcessor } from '../processors/notification.processor';
import { createRenewalProcessor } from '../processors/renewal.processor';
import { createSubscribeProcessor } from '../processors/subscribe.processor';
import { createUnsubscribeProcessor } from '../processors/unsubscribe.processor';
import { carrierBackoff } from '../queues/carrier-backoff';
import { CARRIER_BACKOFF } from '../queues/create-queues';
import { QUEUE_NAMES, type QueueName } from '../queues/queue-names';

export interface RunningWorkers {
  workers: Worker[];
  /** Stops taking jobs and waits for the ones in hand to finish (SIGTERM). */
  close(): Promise<void>;
}

/**
 * One BullMQ worker per billing queue, each on its own Redis connection (workers block on Redis).
 * A thrown error means "retry with backoff"; UnrecoverableError means "fail now, keep for ops".
 */
export function startBillingWorkers(redisUrl: string, deps: BillingDeps, options: { queues?: QueueName[]; logger?: Logger } = {}): RunningWorkers {
  const logger = options.logger ?? deps.logger;
  const processors: Record<QueueName, Processor> = {
    [QUEUE_NAMES.subscribe]: createSubscribeProcessor(deps),
    [QUEUE_NAMES.cancel]: createDeclineProcessor(deps),
    [QUEUE_NAMES.unsubscribe]: createUnsubscribeProcessor(deps),
    [QUEUE_NAMES.renewal]: createRenewalProcessor(deps),
    [QUEUE_NAMES.notifications]: createNotificationProcessor(deps),
  };
  const names = options.queues ?? (Object.keys(processors) as QueueName[]);
  const workers = names.map((name) => {
    const worker = new Worker(name, processors[name], {
      connection: createRedis(redisUrl, 'worker'),
      prefix: deps.config.QUEUE_PREFIX,
      concurrency: deps.config.WORKER_CONCURRENCY,
      // A killed worker's jobs go back to the queue once their lock expires (stalled-job check).
      lockDuration: deps.config.WORKER_LOCK_MS,
      stalledInterval: deps.config.WORKER_LOCK_MS,
      maxStalledCount: 5,
      settings: {
        backoffStrategy: (attemptsMade: number, type?: string, error?: Error) =>
          type === CARRIER_BACKOFF ? carrierBackoff(deps.config.JOB_BACKOFF_MS, attemptsMade, error) : deps.config.JOB_BACKOFF_MS,
      },
    });
    worker.on('error', (error) => logger.error({ err: error, queue: name }, 'worker error'));
    worker.on('completed', () => deps.metrics.jobs.inc({ queue: name, outcome: 'completed' }));
    worker.on('failed', (job, error) => {
      const willRetry = job && job.attemptsMade < (job.opts.attempts ?? 1) && error.name !== 'UnrecoverableError';
      if (willRetry) deps.metrics.retries.inc({ queue: name });
      else deps.metrics.jobs.inc({ queue: name, outcome: 'failed' });
      logger[willRetry ? 'warn' : 'info']({ queue: name, jobId: job?.id, attempts: job?.attemptsMade, reason: error.message }, willRetry ? 'job will retry' : 'job failed');
    });
    return worker;
  });
  return {
    workers,
    close: async () => {
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
