import type { ChargeRecord, ChargeRequest, ChargeResponse, GatewayErrorCode } from '../contract';
import { failure, success, type Outcome } from '../errors';
import { nowIso, type GatewayContext } from '../gateway-context';
import { findService } from './find-service';
import { sendSms } from './send-sms';
import { chargedText } from './sms-texts';

/**
 * Charges a subscriber's balance. Deliberately not idempotent: every request is applied and
 * recorded, refused ones too (status `failed` with the code), so a caller's double charge shows.
 */
export function chargeSubscription(ctx: GatewayContext, request: ChargeRequest): Outcome<ChargeResponse> {
  const chargedAt = nowIso(ctx);
  const chargeId = ctx.random.id('chg');
  const subscription = ctx.store.subscription(request.subscription_id);
  const number = subscription ? ctx.store.number(subscription.msisdn) : undefined;

  const record = (status: ChargeRecord['status'], code?: GatewayErrorCode): ChargeRecord => ({
    charge_id: chargeId,
    transaction_id: request.transaction_id,
    subscription_id: request.subscription_id,
    msisdn: subscription?.msisdn ?? null,
    service_key: subscription?.service_key ?? null,
    amount_cents: request.amount_cents,
    description: request.description ?? null,
    status,
    ...(code ? { code } : {}),
    balance_cents: number?.balanceCents ?? null,
    charged_at: chargedAt,
  });
  const refuse = (code: GatewayErrorCode, extra: Record<string, string> = {}): Outcome<ChargeResponse> => {
    ctx.store.addCharge(record('failed', code));
    ctx.logger.info({ charge_id: chargeId, msisdn: subscription?.msisdn, code }, 'charge refused');
    return failure(code, { charge_id: chargeId, ...extra });
  };

  if (!subscription || !number) return refuse('UNKNOWN_SUBSCRIPTION');
  if (number.barred) return refuse('BARRED');
  if (subscription.status !== 'active') return refuse('SUBSCRIPTION_ENDED', { subscription_id: subscription.subscription_id });
  if (number.balanceCents < request.amount_cents) return refuse('INSUFFICIENT_FUNDS');

  number.balanceCents -= request.amount_cents;
  ctx.store.saveNumber(number);
  ctx.store.addCharge(record('charged'));
  const service = findService(subscription.service_key);
  if (service) sendSms(ctx, subscription.msisdn, 'charged', chargedText(service, request.amount_cents));
  ctx.logger.info({ charge_id: chargeId, msisdn: subscription.msisdn, amount_cents: request.amount_cents }, 'charged');
  return success({
    charge_id: chargeId,
    transaction_id: request.transaction_id,
    subscription_id: subscription.subscription_id,
    msisdn: subscription.msisdn,
    amount_cents: request.amount_cents,
    status: 'charged',
    balance_cents: number.balanceCents,
    charged_at: chargedAt,
  });
}
