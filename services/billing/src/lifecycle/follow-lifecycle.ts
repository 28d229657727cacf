import type { Queue } from 'bullmq';
import type { AppliedEvent } from '../subscriptions/apply-subscription-event';
import type { BillingPeriods } from '../periods';
import type { RenewalJob, RenewalJobName } from '../queues/job-data';

const schedulerId = (subscriptionId: string) => `renew-${subscriptionId}`;

/** Seconds since epoch of a period end: names a period in transaction ids. */
export function anchorOf(periodEndsAt: Date | null): number {
  return Math.floor((periodEndsAt?.getTime() ?? 0) / 1000);
}

/**
 * Keeps the renewal queue in step with a subscription's state after each change:
 * trial/active: one job scheduler per subscription, firing at each period end;
 * past_due: the scheduler stops and a dunning retry is queued; suspended: a slower retry;
 * cancelled: nothing more is scheduled.
 */
export async function followLifecycle(renewal: Queue, periods: BillingPeriods, applied: AppliedEvent, retryAttempt = 0): Promise<void> {
  const { row, to } = applied;
  const periodMs = periods.periodMs(row.packageId);
  if ((to === 'trial' || to === 'active') && row.periodEndsAt) {
    await renewal.upsertJobScheduler(
      schedulerId(row.id),
      { every: periodMs, startDate: row.periodEndsAt },
      { name: 'renew', data: { subscriptionId: row.id, attempt: 0 } satisfies RenewalJob },
    );
    return;
  }
  await renewal.removeJobScheduler(schedulerId(row.id));
  if (to === 'past_due') await queueRetry(renewal, 'dunning', row.id, anchorOf(row.periodEndsAt), retryAttempt + 1, periods.dunningIntervalMs);
  if (to === 'suspended') await queueRetry(renewal, 'suspended-retry', row.id, anchorOf(row.periodEndsAt), retryAttempt + 1, periods.suspendedRetryMs);
}

/** A retry after a refused charge; its job id names the period and attempt, so it is queued once. */
export async function queueRetry(renewal: Queue, name: RenewalJobName, subscriptionId: string, anchor: number, attempt: number, delayMs: number): Promise<void> {
  await renewal.add(name, { subscriptionId, attempt } satisfies RenewalJob, { delay: delayMs, jobId: `${name}-${subscriptionId}-${anchor}-${attempt}` });
}

/** Whether a renewal scheduler exists for the subscription (tests, ops). */
export async function hasRenewalScheduler(renewal: Queue, subscriptionId: string): Promise<boolean> {
  return Boolean(await renewal.getJobScheduler(schedulerId(subscriptionId)));
}
