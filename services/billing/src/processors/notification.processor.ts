import type { Job } from 'bullmq';
import type { BillingDeps } from '../billing-deps';
import { followLifecycle } from '../lifecycle/follow-lifecycle';
import { appendLedger } from '../ledger/ledger';
import { NotificationJob } from '../queues/job-data';
import { applySubscriptionEvent } from '../subscriptions/apply-subscription-event';
import { findSubscriptionByCarrierId } from '../subscriptions/subscription-store';

/** A carrier notification: STOP by SMS/USSD, or the carrier itself ended the subscription. */
export function createNotificationProcessor(deps: BillingDeps) {
  return async (job: Job): Promise<{ status: string }> => {
    const data = NotificationJob.parse(job.data);
    const subscription = await findSubscriptionByCarrierId(deps.db, data.carrierSubscriptionId);
    if (!subscription) {
      deps.logger.warn({ eventId: data.eventId }, 'carrier notification for a subscription GRTV does not know');
      return { status: 'unknown' };
    }
    await appendLedger(deps.db, { kind: 'notification.received', subscriptionId: subscription.id, msisdn: subscription.msisdn, detail: { event_id: data.eventId, type: data.type, channel: data.channel, reason: data.reason } });
    const event = data.type === 'subscription.stopped' ? ({ type: 'stop', channel: data.channel ?? 'sms' } as const) : ({ type: 'carrier.ended', reason: data.reason } as const);
    const applied = await applySubscriptionEvent(deps.db, subscription.id, event, { detail: { event_id: data.eventId } });
    await followLifecycle(deps.queues.renewal, deps.periods, applied);
    return { status: applied.to };
  };
}
