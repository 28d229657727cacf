import { isFreeTrialEligible } from './is-free-trial-eligible';
import { FREE_TRIAL_DAYS } from '@grtv/machines';
import type { CreateSubscriptionRequest, CreateSubscriptionResponse, Subscription } from '../contract';
import { failure, success, type Outcome } from '../errors';
import type { GatewayContext } from '../gateway-context';
import { checkOtp } from './check-otp';
import { findService } from './find-service';
import { isContentBlocked } from './is-content-blocked';
import { verifyProtectToken } from './protect-token';
import { sendSms } from './send-sms';
import { subscribedText } from './sms-texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates a subscription after the anti-fraud token, the number's bars and blocks and the
 * subscriber's consent check out. Charges nothing. Idempotent on `transaction_id`: the same
 * transaction again answers the same subscription with `replayed: true`.
 */
export function createSubscription(ctx: GatewayContext, request: CreateSubscriptionRequest): Outcome<CreateSubscriptionResponse> {
  const { transaction_id: transactionId, msisdn, service_key: serviceKey } = request;
  const service = findService(serviceKey);
  if (!service) return failure('UNKNOWN_SERVICE_KEY');

  const previous = ctx.store.subscriptionByTransaction(transactionId);
  if (previous) {
    if (previous.msisdn !== msisdn || previous.service_key !== serviceKey) return failure('TRANSACTION_REUSED');
    return success({ ...previous, replayed: true });
  }

  const nowMs = ctx.clock.now();
  if (!verifyProtectToken(transactionId, request.protect_token, ctx.settings.protectSecret, nowMs)) return failure('PROTECT_FAILED');
  const number = ctx.store.number(msisdn);
  if (number.barred) return failure('BARRED');
  const active = ctx.store.activeSubscription(msisdn, serviceKey);
  if (active) return failure('ALREADY_SUBSCRIBED', { subscription_id: active.subscription_id });
  if (isContentBlocked(number, serviceKey) && request.content_block_override !== true) return failure('CONTENT_BLOCKED');

  if (request.consent === 'otp') {
    if (!request.otp) return failure('OTP_REQUIRED');
    const otp = ctx.store.otp(transactionId);
    if (!otp) return failure('OTP_NOT_SENT');
    if (otp.msisdn !== msisdn || otp.serviceKey !== serviceKey || otp.purpose !== 'subscribe') return failure('OTP_MISMATCH');
    const checked = checkOtp(otp, request.otp, nowMs);
    ctx.store.saveOtp(otp);
    if (!checked.ok) return checked;
  }

  // The opt-in is kept only when the subscription is made: a refused request changes nothing.
  if (request.content_block_override === true && number.contentBlock) {
    number.contentAllowed.add(serviceKey);
    ctx.store.saveNumber(number);
  }
  const freeTrial = isFreeTrialEligible(ctx, msisdn, serviceKey);
  const subscription: Subscription = {
    subscription_id: ctx.random.id('sub'),
    transaction_id: transactionId,
    msisdn,
    service_key: serviceKey,
    status: 'active',
    consent: request.consent,
    free_trial: freeTrial,
    trial_ends_at: freeTrial ? new Date(nowMs + FREE_TRIAL_DAYS * DAY_MS).toISOString() : null,
    created_at: new Date(nowMs).toISOString(),
    ended_at: null,
    ended_reason: null,
  };
  ctx.store.saveSubscription(subscription);
  sendSms(ctx, msisdn, 'subscribed', subscribedText(service, freeTrial));
  return success({ ...subscription, replayed: false });
}
