import { createRedis } from '@grtv/kit';
import { QueueEvents } from 'bullmq';

/**
 * Wakes requests waiting for a subscribe outcome as soon as its job finishes (BullMQ queue
 * events), with a slow poll as the fallback; the outcome itself is always read from the database.
 */
export function createOutcomeWaiter(redisUrl: string, prefix: string, queueNames: string[]) {
  const waiting = new Map<string, Set<() => void>>();
  const wake = ({ jobId }: { jobId: string }) => {
    for (const resolve of waiting.get(jobId) ?? []) resolve();
  };
  const listeners = queueNames.map((name) => {
    const events = new QueueEvents(name, { connection: createRedis(redisUrl, 'worker'), prefix });
    events.on('completed', wake);
    events.on('failed', wake);
    events.on('error', () => {});
    return events;
  });
  return {
    /** Resolves when the job finishes or after `ms`, whichever is first. */
    nudge(jobId: string, ms: number): Promise<void> {
      return new Promise((resolve) => {
        const set = waiting.get(jobId) ?? new Set();
        waiting.set(jobId, set);
        const done = () => {
          clearTimeout(timer);
          set.delete(done);
          if (set.size === 0) waiting.delete(jobId);
          resolve();
        };
        const timer = setTimeout(done, ms);
        set.add(done);
      });
    },
    close: async () => {
      await Promise.all(listeners.map((l) => l.close()));
    },
  };
}
export type OutcomeWaiter = ReturnType<typeof createOutcomeWaiter>;
