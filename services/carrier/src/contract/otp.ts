import { z } from 'zod';
import { IsoTime, Msisdn, OtpPurpose, ServiceKey, TransactionId } from './common';

/** Resends allowed per transaction after the first send. */
export const OTP_MAX_RESENDS = 3;
/** Wrong tries allowed per OTP; the last one locks it. */
export const OTP_MAX_WRONG_TRIES = 3;

/** POST /v1/otp: send (or, for a known transaction, resend) a 4-digit OTP by SMS. */
export const SendOtpRequest = z.object({
  transaction_id: TransactionId,
  msisdn: Msisdn,
  service_key: ServiceKey,
  purpose: OtpPurpose,
});
export type SendOtpRequest = z.infer<typeof SendOtpRequest>;

export const SendOtpResponse = z.object({
  transaction_id: z.string(),
  sent: z.literal(true),
  /** How many more times this transaction may resend. */
  resends_left: z.number().int().nonnegative(),
  expires_at: IsoTime,
});
export type SendOtpResponse = z.infer<typeof SendOtpResponse>;

/** POST /v1/otp/verify */
export const VerifyOtpRequest = z.object({
  transaction_id: TransactionId,
  otp: z.string().trim().regex(/^\d{4}$/, 'must be 4 digits'),
});
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequest>;

export const VerifyOtpResponse = z.object({
  verified: z.literal(true),
  transaction_id: z.string(),
  msisdn: Msisdn,
  service_key: z.string(),
  purpose: OtpPurpose,
});
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;
