import { classifySubscribeFailure } from '@grtv/machines';
import { describe, expect, it } from 'vitest';
import { GatewayErrors, isTransientGatewayError, type GatewayErrorCode } from './errors';

describe('the gateway error catalogue', () => {
  it('words its descriptions so the merchant app classifies each one as meant', () => {
    const kinds = Object.fromEntries(
      (Object.keys(GatewayErrors) as GatewayErrorCode[]).map((code) => [code, classifySubscribeFailure(GatewayErrors[code].description).kind]),
    );
    const otp = ['INVALID_OTP', 'OTP_EXPIRED', 'OTP_LOCKED', 'OTP_REQUIRED', 'OTP_NOT_SENT', 'OTP_MISMATCH', 'RESEND_LIMIT'];
    for (const [code, kind] of Object.entries(kinds)) {
      const expected = code === 'INSUFFICIENT_FUNDS' ? 'insufficient' : otp.includes(code) ? 'otp' : 'other';
      expect(kind, code).toBe(expected);
    }
  });

  it('keeps the descriptions the merchant was promised', () => {
    expect(GatewayErrors.INVALID_OTP.description).toBe('Invalid OTP');
    expect(GatewayErrors.OTP_EXPIRED.description).toBe('OTP timed out');
    expect(GatewayErrors.OTP_LOCKED.description).toBe('OTP locked after too many wrong tries');
    expect(GatewayErrors.BARRED.description).toBe('Number is barred from premium services');
    expect(GatewayErrors.CONTENT_BLOCKED.description).toBe('Content block is active on this number');
    expect(GatewayErrors.INSUFFICIENT_FUNDS).toEqual({ status: 402, description: 'Insufficient funds: balance too low' });
    expect(GatewayErrors.SUBSCRIPTION_ENDED).toEqual({ status: 410, description: 'Subscription is not active' });
  });

  it('tells retryable failures from final ones', () => {
    expect(isTransientGatewayError('THROTTLED', 429)).toBe(true);
    expect(isTransientGatewayError('UNAVAILABLE', 503)).toBe(true);
    expect(isTransientGatewayError(undefined, 502)).toBe(true);
    expect(isTransientGatewayError('RESEND_LIMIT', 429)).toBe(false);
    expect(isTransientGatewayError('INSUFFICIENT_FUNDS', 402)).toBe(false);
    expect(isTransientGatewayError(undefined, 404)).toBe(false);
  });
});
