import type { Job } from 'bullmq';
import type { BillingDeps } from '../billing-deps';
import { followLifecycle } from '../lifecycle/follow-lifecycle';
import { appendLedger } from '../ledger/ledger';
import { UnsubscribeJob } from '../queues/job-data';
import { applySubscriptionEvent } from '../subscriptions/apply-subscription-event';
import { findSubscription } from '../subscriptions/subscription-store';

/**
 * The subscriber (or ops) ends a subscription: the carrier is told first (so it cannot renew on
 * its side), then the machine ends it: `cancel` during the free day, `unsubscribe` after.
 */
export function createUnsubscribeProcessor(deps: BillingDeps) {
  return async (job: Job): Promise<{ status: string }> => {
    const data = UnsubscribeJob.parse(job.data);
    const subscription = await findSubscription(deps.db, data.subscriptionId);
    if (!subscription || subscription.status === 'cancelled') return { status: subscription?.status ?? 'unknown' };
    if (subscription.carrierSubscriptionId) {
      await deps.gateway.cancelSubscription(subscription.carrierSubscriptionId, data.reason);
      await appendLedger(deps.db, { kind: 'carrier.cancelled', subscriptionId: subscription.id, msisdn: subscription.msisdn, detail: { reason: data.reason } });
    }
    const inTrial = subscription.status === 'trial' || subscription.status === 'pending';
    const applied = await applySubscriptionEvent(deps.db, subscription.id, { type: inTrial ? 'cancel' : 'unsubscribe' }, { detail: { reason: data.reason } });
    await followLifecycle(deps.queues.renewal, deps.periods, applied);
    return { status: applied.to };
  };
}
