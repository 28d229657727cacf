import { findPackageById } from '@grtv/machines';
import type { Job } from 'bullmq';
import type { BillingDeps } from '../billing-deps';
import { chargeOnce } from '../charges/charge-once';
import { anchorOf, followLifecycle, queueRetry } from '../lifecycle/follow-lifecycle';
import { RenewalJob, type RenewalJobName } from '../queues/job-data';
import { applySubscriptionEvent } from '../subscriptions/apply-subscription-event';
import { findSubscription } from '../subscriptions/subscription-store';

/** Which states each renewal job charges in, and the prefix of its transaction ids. */
const RUNS_IN: Record<RenewalJobName, { statuses: string[]; prefix: string }> = {
  renew: { statuses: ['trial', 'active'], prefix: 'rnw' },
  dunning: { statuses: ['past_due'], prefix: 'dun' },
  'suspended-retry': { statuses: ['suspended'], prefix: 'sus' },
};

/**
 * A renewal: the period (or the free day) ended, or a retry of a refused renewal is due. Each
 * attempt has a transaction id named after the subscription, the period and the attempt, so a
 * scheduler firing twice or a re-delivered job charges once.
 */
export function createRenewalProcessor(deps: BillingDeps) {
  return async (job: Job): Promise<{ status: string; charged?: boolean }> => {
    const name = job.name as RenewalJobName;
    const data = RenewalJob.parse(job.data);
    const runs = RUNS_IN[name];
    if (!runs) throw new Error(`Unknown renewal job ${job.name}.`);
    const subscription = await findSubscription(deps.db, data.subscriptionId);
    if (!subscription || !runs.statuses.includes(subscription.status)) return { status: subscription?.status ?? 'unknown' };
    const now = deps.now();
    const periodEnd = subscription.periodEndsAt?.getTime() ?? 0;
    if (name === 'renew' && periodEnd - now > deps.periods.earlyToleranceMs) return { status: subscription.status };

    const pkg = findPackageById(subscription.packageId)!;
    const anchor = anchorOf(subscription.periodEndsAt);
    const transactionId = `${runs.prefix}-${subscription.id}-${anchor}${name === 'renew' ? '' : `-${data.attempt}`}`;
    const charge = await chargeOnce(deps, {
      transactionId,
      subscriptionId: subscription.id,
      carrierSubscriptionId: subscription.carrierSubscriptionId!,
      msisdn: subscription.msisdn,
      amountCents: pkg.amountCents,
      description: `${pkg.name} renewal`,
    });
    deps.metrics.charges.inc({ outcome: charge.kind });
    const periodMs = deps.periods.periodMs(pkg.id);

    if (charge.kind === 'charged') {
      // On time: the next period follows the last one. After dunning: it starts now.
      const periodEndsAt = new Date(name === 'renew' ? Math.max(periodEnd, now - periodMs) + periodMs : now + periodMs).toISOString();
      const applied = await applySubscriptionEvent(deps.db, subscription.id, { type: 'charge.succeeded', transactionId, amountCents: charge.amountCents, periodEndsAt }, { transactionId, amountCents: charge.amountCents });
      await followLifecycle(deps.queues.renewal, deps.periods, applied);
      return { status: applied.to, charged: true };
    }

    const applied = await applySubscriptionEvent(deps.db, subscription.id, { type: 'charge.failed', transactionId, final: true, reason: charge.description }, { transactionId });
    if (name === 'suspended-retry') {
      const triedForMs = data.attempt * deps.periods.suspendedRetryMs;
      if (triedForMs >= deps.periods.suspensionMaxMs) {
        const ended = await applySubscriptionEvent(deps.db, subscription.id, { type: 'suspension.expired' }, { transactionId });
        await deps.gateway.cancelSubscription(subscription.carrierSubscriptionId!, 'suspension expired').catch(() => undefined);
        await followLifecycle(deps.queues.renewal, deps.periods, ended);
        return { status: ended.to, charged: false };
      }
      await queueRetry(deps.queues.renewal, 'suspended-retry', subscription.id, anchor, data.attempt + 1, deps.periods.suspendedRetryMs);
      return { status: applied.to, charged: false };
    }
    // Entering past_due or suspended schedules the first retry of its kind; staying in past_due, the next.
    await followLifecycle(deps.queues.renewal, deps.periods, applied, applied.from === applied.to ? data.attempt : 0);
    return { status: applied.to, charged: false };
  };
}
