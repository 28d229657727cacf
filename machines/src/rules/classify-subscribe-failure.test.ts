import { describe, expect, it } from 'vitest';
import { classifySubscribeFailure } from './classify-subscribe-failure';
import { ErrorMessages } from './error-catalogue';

describe('classifySubscribeFailure', () => {
  it('maps any description containing "insufficient" to the airtime message', () => {
    expect(classifySubscribeFailure('Charge failed: Insufficient funds')).toEqual({
      kind: 'insufficient',
      message: ErrorMessages.insufficientAirtime,
    });
  });

  it.each(['Invalid OTP supplied', 'otp expired', 'Request timed out'])('maps %j to the OTP message', (description) => {
    expect(classifySubscribeFailure(description)).toEqual({ kind: 'otp', message: ErrorMessages.otpFailed });
  });

  it('shows any other description as the server wrote it', () => {
    expect(classifySubscribeFailure('Number is barred')).toEqual({ kind: 'other', message: 'Number is barred' });
  });

  it('falls back to the unexpected-failure message when there is no description', () => {
    expect(classifySubscribeFailure(undefined)).toEqual({ kind: 'other', message: ErrorMessages.unexpected });
    expect(classifySubscribeFailure('  ')).toEqual({ kind: 'other', message: ErrorMessages.unexpected });
  });
});
