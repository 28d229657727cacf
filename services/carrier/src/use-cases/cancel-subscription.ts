import type { CancelSubscriptionResponse } from '../contract';
import { failure, success, type Outcome } from '../errors';
import type { GatewayContext } from '../gateway-context';
import { endSubscription } from './end-subscription';

/** Why a merchant's cancel ended a subscription when it gives no reason. */
export const MERCHANT_CANCEL_REASON = 'cancelled_by_merchant';

/** The merchant ends a subscription. Idempotent: an ended one keeps its first end and reason. */
export function cancelSubscription(ctx: GatewayContext, subscriptionId: string, reason?: string): Outcome<CancelSubscriptionResponse> {
  const subscription = ctx.store.subscription(subscriptionId);
  if (!subscription) return failure('UNKNOWN_SUBSCRIPTION');
  const ended = endSubscription(ctx, subscription, { reason: reason ?? MERCHANT_CANCEL_REASON, by: { kind: 'merchant' } });
  return success({
    subscription_id: ended.subscription_id,
    status: 'cancelled',
    ended_at: ended.ended_at ?? '',
    ended_reason: ended.ended_reason ?? MERCHANT_CANCEL_REASON,
  });
}
