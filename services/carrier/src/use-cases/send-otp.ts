import { isFreeTrialEligible } from './is-free-trial-eligible';
import { OTP_MAX_RESENDS, type SendOtpRequest, type SendOtpResponse } from '../contract';
import { failure, success, type Outcome } from '../errors';
import type { GatewayContext } from '../gateway-context';
import { findService } from './find-service';
import { sendSms } from './send-sms';
import { signinOtpText, subscribeOtpText } from './sms-texts';

/**
 * Sends a 4-digit OTP by SMS. Again for the same transaction it is a resend: a new code that
 * replaces the old one, with fresh tries and expiry, at most OTP_MAX_RESENDS times.
 */
export function sendOtp(ctx: GatewayContext, request: SendOtpRequest): Outcome<SendOtpResponse> {
  const { transaction_id: transactionId, msisdn, service_key: serviceKey, purpose } = request;
  const service = findService(serviceKey);
  if (!service) return failure('UNKNOWN_SERVICE_KEY');
  const previous = ctx.store.otp(transactionId);
  if (previous && (previous.msisdn !== msisdn || previous.serviceKey !== serviceKey || previous.purpose !== purpose)) {
    return failure('TRANSACTION_REUSED');
  }
  if (ctx.store.number(msisdn).barred) return failure('BARRED');
  if (previous && previous.sends - 1 >= OTP_MAX_RESENDS) return failure('RESEND_LIMIT');
  if (purpose === 'subscribe') {
    const active = ctx.store.activeSubscription(msisdn, serviceKey);
    if (active) return failure('ALREADY_SUBSCRIBED', { subscription_id: active.subscription_id });
  }

  const code = ctx.otpGenerator();
  if (!/^\d{4}$/.test(code)) throw new Error('The OTP generator must make 4 digits.');
  const expiresAtMs = ctx.clock.now() + ctx.settings.otpTtlSeconds * 1000;
  const sends = (previous?.sends ?? 0) + 1;
  ctx.store.saveOtp({ transactionId, msisdn, serviceKey, purpose, code, expiresAtMs, wrongTries: 0, state: 'pending', sends });

  const text =
    purpose === 'subscribe'
      ? subscribeOtpText(service, code, isFreeTrialEligible(ctx, msisdn, serviceKey), ctx.settings.otpTtlSeconds)
      : signinOtpText(service, code, ctx.settings.otpTtlSeconds);
  sendSms(ctx, msisdn, 'otp', text, code);
  return success({ transaction_id: transactionId, sent: true, resends_left: OTP_MAX_RESENDS - (sends - 1), expires_at: new Date(expiresAtMs).toISOString() });
}
