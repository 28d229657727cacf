import { describe, expect, it } from 'vitest';
import { ErrorMessages } from './error-catalogue';

describe('error catalogue', () => {
  it('words every message of SPEC sections 5 and 8 exactly', () => {
    expect(ErrorMessages.invalidNumber).toBe('Please enter a valid Vodacom Number in the specified format.');
    expect(ErrorMessages.statusCheckFailed).toBe('There was an issue checking your subscription status.');
    expect(ErrorMessages.invalidOtp).toBe('invalid OTP');
    expect(ErrorMessages.packageMissing).toBe('Selected Package missing, please try subscribing again.');
    expect(ErrorMessages.insufficientAirtime).toBe('You have insufficient airtime to subscribe.');
    expect(ErrorMessages.unexpected).toBe('An error occurred. Please try again or contact support.');
    expect(ErrorMessages.missingTransactionId).toBe('CheckStatus: Missing transaction_id');
    expect(ErrorMessages.missingMsisdn).toBe('CheckStatus: Missing msisdn');
  });
});
