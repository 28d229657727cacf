import { ErrorMessages } from './error-catalogue';

/** SPEC section 9: the OTP is 4 characters. */
export const OTP_LENGTH = 4;

export type OtpResult = { ok: true; otp: string } | { ok: false; message: typeof ErrorMessages.invalidOtp };

/** SPEC section 5: an OTP must be exactly 4 characters, else `invalid OTP`. Surrounding spaces are dropped. */
export function validateOtp(input: string): OtpResult {
  const otp = input.trim();
  return otp.length === OTP_LENGTH ? { ok: true, otp } : { ok: false, message: ErrorMessages.invalidOtp };
}
