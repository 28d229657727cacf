import { isFreeTrialEligible } from './is-free-trial-eligible';
import type { NumberStatus } from '../contract';
import { failure, success, type Outcome } from '../errors';
import type { GatewayContext } from '../gateway-context';
import { findService } from './find-service';
import { isContentBlocked } from './is-content-blocked';

/** What the gateway knows of a number for one service. Reads only. */
export function getNumberStatus(ctx: GatewayContext, msisdn: string, serviceKey: string): Outcome<NumberStatus> {
  if (!findService(serviceKey)) return failure('UNKNOWN_SERVICE_KEY');
  const number = ctx.store.number(msisdn);
  const active = ctx.store.activeSubscription(msisdn, serviceKey);
  return success({
    msisdn,
    service_key: serviceKey,
    subscribed: active !== undefined,
    subscription_id: active?.subscription_id ?? null,
    content_block: isContentBlocked(number, serviceKey),
    barred: number.barred,
    free_trial_eligible: isFreeTrialEligible(ctx, msisdn, serviceKey),
  });
}
