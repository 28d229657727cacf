import type { Subscription } from '../contract';
import { failure, success, type Outcome } from '../errors';
import type { GatewayContext } from '../gateway-context';

/** One subscription with its status and, once ended, why. */
export function getSubscription(ctx: GatewayContext, subscriptionId: string): Outcome<Subscription> {
  const subscription = ctx.store.subscription(subscriptionId);
  return subscription ? success({ ...subscription }) : failure('UNKNOWN_SUBSCRIPTION');
}
