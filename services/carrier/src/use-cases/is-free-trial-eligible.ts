import type { GatewayContext } from '../gateway-context';

/** First day free once per number per service: not after any earlier subscription to it, nor when set up as used. */
export function isFreeTrialEligible(ctx: GatewayContext, msisdn: string, serviceKey: string): boolean {
  return !ctx.store.number(msisdn).freeTrialUsed && !ctx.store.everSubscribed(msisdn, serviceKey);
}
