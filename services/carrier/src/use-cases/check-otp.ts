import { timingSafeEqual } from 'node:crypto';
import { OTP_MAX_WRONG_TRIES } from '../contract';
import { failure, success, type Outcome } from '../errors';
import type { OtpRecord } from '../store/gateway-store';

/**
 * Checks a typed OTP against a transaction's record and updates the record (tries, state): the
 * caller saves it. Expiry wins over correctness; the third wrong try locks the OTP for good (a
 * resend makes a new one). A verified OTP stays valid until it expires, so a caller whose answer
 * was lost may send it again.
 */
export function checkOtp(record: OtpRecord, otp: string, nowMs: number): Outcome<void> {
  if (record.state === 'locked') return failure('OTP_LOCKED', { tries_left: 0 });
  if (nowMs >= record.expiresAtMs) return failure('OTP_EXPIRED');
  const given = Buffer.from(otp);
  const expected = Buffer.from(record.code);
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    record.state = 'verified';
    return success(undefined);
  }
  record.wrongTries += 1;
  const triesLeft = OTP_MAX_WRONG_TRIES - record.wrongTries;
  if (triesLeft <= 0) {
    record.state = 'locked';
    return failure('OTP_LOCKED', { tries_left: 0 });
  }
  return failure('INVALID_OTP', { tries_left: triesLeft });
}
