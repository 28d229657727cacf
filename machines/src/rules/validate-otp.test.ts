import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorMessages } from './error-catalogue';
import { validateOtp } from './validate-otp';

describe('validateOtp', () => {
  it('accepts exactly four characters', () => {
    expect(validateOtp('1234')).toEqual({ ok: true, otp: '1234' });
    expect(validateOtp(' 1234 ')).toEqual({ ok: true, otp: '1234' });
  });

  it('refuses any other length with "invalid OTP"', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }).filter((s) => s.trim().length !== 4), (otp) => {
        expect(validateOtp(otp)).toEqual({ ok: false, message: ErrorMessages.invalidOtp });
      }),
    );
  });
});
