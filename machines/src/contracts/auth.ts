import { z } from 'zod';
import { ErrorMessages } from '../rules/error-catalogue';
import { normaliseMsisdn } from '../rules/normalise-msisdn';
import { TransactionId } from './common';

/** A mobile number as typed; it must normalise per SPEC section 5. */
export const MsisdnInput = z
  .string()
  .max(32, ErrorMessages.invalidNumber)
  .refine((value) => normaliseMsisdn(value).ok, ErrorMessages.invalidNumber);

/** A package as the status check offers it (SPEC section 3: id, price, free_id). */
export const OfferedPackage = z.object({
  id: z.string(),
  name: z.string(),
  /** Price per period in rands, as the SPEC prints it ("5.00"). */
  price: z.string(),
  amount_cents: z.number().int().positive(),
  period: z.enum(['day', 'week', 'month']),
  service_key: z.string(),
  /** The free-trial id when this number may still have the first day free, else null. */
  free_id: z.string().nullable(),
});
export type OfferedPackage = z.infer<typeof OfferedPackage>;

/**
 * POST /api/auth/status_check. `he_msisdn` carries the signed header-enrichment token (never a
 * raw number). Without `service_key` it reports; with one it also sends the OTP (again = resend).
 */
export const StatusCheckRequest = z
  .object({
    transaction_id: z
      .string({ error: ErrorMessages.missingTransactionId })
      .trim()
      .min(1, ErrorMessages.missingTransactionId)
      .pipe(TransactionId),
    msisdn: z.string().max(32).optional().nullable(),
    he_msisdn: z.string().max(512).optional().nullable(),
    service_key: z.string().max(64).optional().nullable(),
  })
  .check((ctx) => {
    const { msisdn, he_msisdn } = ctx.value;
    if (!msisdn?.trim() && !he_msisdn?.trim()) {
      ctx.issues.push({ code: 'custom', message: ErrorMessages.missingMsisdn, input: ctx.value, path: ['msisdn'] });
    } else if (msisdn?.trim() && !normaliseMsisdn(msisdn).ok) {
      ctx.issues.push({ code: 'custom', message: ErrorMessages.invalidNumber, input: msisdn, path: ['msisdn'] });
    }
  });
export type StatusCheckRequest = z.infer<typeof StatusCheckRequest>;

/**
 * What the status check found. `eligible`: may subscribe; `subscribed`: already a subscriber
 * (signs in with an OTP); `otp_sent`: the OTP for the chosen package is on its way; `barred`:
 * the carrier refuses this number.
 */
export const StatusCode = z.enum(['eligible', 'subscribed', 'otp_sent', 'barred']);
export type StatusCode = z.infer<typeof StatusCode>;

export const StatusCheckResponse = z.object({
  code: StatusCode,
  description: z.string(),
  packages: z.array(OfferedPackage),
  hasFreeTrial: z.boolean(),
  contentBlockStatus: z.boolean(),
  /** The number being checked, masked for display (`2782*****67`). */
  msisdn_masked: z.string().optional(),
  /** OTP resends still allowed for this transaction (when code is otp_sent). */
  resends_left: z.number().int().nonnegative().optional(),
});
export type StatusCheckResponse = z.infer<typeof StatusCheckResponse>;

/** POST /api/auth/status: is this number subscribed (an answer only for the signed-in number). */
export const AuthStatusRequest = z.object({ msisdn: MsisdnInput });
export type AuthStatusRequest = z.infer<typeof AuthStatusRequest>;

export const SubscriptionState = z.enum(['none', 'trial', 'active', 'past_due', 'suspended', 'cancelled']);
export type SubscriptionState = z.infer<typeof SubscriptionState>;

export const AuthStatusResponse = z.object({ status: SubscriptionState });
export type AuthStatusResponse = z.infer<typeof AuthStatusResponse>;
