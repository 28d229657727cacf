import { z } from 'zod';
import { AmountCents, IsoTime, Msisdn, TransactionId } from './common';

/**
 * POST /v1/charges. NOT idempotent: every call is applied and recorded, so a caller that charges
 * twice is visible. Before retrying a charge whose answer never came, look it up by transaction.
 */
export const ChargeRequest = z.object({
  transaction_id: TransactionId,
  subscription_id: z.string().min(1).max(64),
  amount_cents: AmountCents,
  description: z.string().max(200).optional(),
});
export type ChargeRequest = z.infer<typeof ChargeRequest>;

export const ChargeResponse = z.object({
  charge_id: z.string(),
  transaction_id: z.string(),
  subscription_id: z.string(),
  msisdn: Msisdn,
  amount_cents: z.number().int(),
  status: z.literal('charged'),
  /** The number's balance after this charge, in cents. */
  balance_cents: z.number().int(),
  charged_at: IsoTime,
});
export type ChargeResponse = z.infer<typeof ChargeResponse>;

export const ChargeStatus = z.enum(['charged', 'failed']);
export type ChargeStatus = z.infer<typeof ChargeStatus>;

/** One attempt as recorded, applied or refused (`code` says why it was refused). */
export const ChargeAttempt = z.object({
  charge_id: z.string(),
  subscription_id: z.string(),
  status: ChargeStatus,
  code: z.string().optional(),
  amount_cents: z.number().int(),
  charged_at: IsoTime,
});
export type ChargeAttempt = z.infer<typeof ChargeAttempt>;

export const ChargeLookupParams = z.object({ transaction_id: TransactionId });
export type ChargeLookupParams = z.infer<typeof ChargeLookupParams>;

/** GET /v1/charges/:transaction_id: what happened to a charge whose answer never came. */
export const ChargeLookupResponse = z.object({
  transaction_id: z.string(),
  found: z.boolean(),
  charges: z.array(ChargeAttempt),
});
export type ChargeLookupResponse = z.infer<typeof ChargeLookupResponse>;
