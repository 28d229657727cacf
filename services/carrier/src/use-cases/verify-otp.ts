import type { VerifyOtpResponse } from '../contract';
import { failure, success, type Outcome } from '../errors';
import type { GatewayContext } from '../gateway-context';
import { checkOtp } from './check-otp';

/** Checks the OTP of a transaction (a returning subscriber signing in proves the number this way). */
export function verifyOtp(ctx: GatewayContext, transactionId: string, otp: string): Outcome<VerifyOtpResponse> {
  const record = ctx.store.otp(transactionId);
  if (!record) return failure('UNKNOWN_TRANSACTION');
  const checked = checkOtp(record, otp, ctx.clock.now());
  ctx.store.saveOtp(record);
  if (!checked.ok) return checked;
  return success({ verified: true, transaction_id: transactionId, msisdn: record.msisdn, service_key: record.serviceKey, purpose: record.purpose });
}
