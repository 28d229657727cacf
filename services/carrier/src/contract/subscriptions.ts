import { z } from 'zod';
import { Consent, IsoTime, Msisdn, ServiceKey, TransactionId } from './common';

/** POST /v1/subscriptions. Idempotent on `transaction_id`. Charges nothing. */
export const CreateSubscriptionRequest = z
  .object({
    transaction_id: TransactionId,
    msisdn: Msisdn,
    service_key: ServiceKey,
    protect_token: z.string().max(512).optional(),
    consent: Consent,
    /** Required when consent is `otp`; ignored for `header`. */
    otp: z.string().trim().regex(/^\d{4}$/, 'must be 4 digits').optional(),
    /** The subscriber accepted the content-settings screen: opt in for this service key only. */
    content_block_override: z.boolean().optional(),
  });
export type CreateSubscriptionRequest = z.infer<typeof CreateSubscriptionRequest>;

export const SubscriptionStatus = z.enum(['active', 'cancelled']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** Why a subscription ended: `stop_sms` / `stop_ussd` (the subscriber), `barred` (the carrier), or the merchant's reason. */
export const EndedReason = z.string();

export const Subscription = z.object({
  subscription_id: z.string(),
  transaction_id: z.string(),
  msisdn: Msisdn,
  service_key: z.string(),
  status: SubscriptionStatus,
  consent: Consent,
  free_trial: z.boolean(),
  /** End of the free first day, or null without a trial. */
  trial_ends_at: IsoTime.nullable(),
  created_at: IsoTime,
  ended_at: IsoTime.nullable(),
  ended_reason: EndedReason.nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

/** The answer to POST /v1/subscriptions: `replayed` is true when the transaction was seen before. */
export const CreateSubscriptionResponse = Subscription.extend({ replayed: z.boolean() });
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponse>;

export const SubscriptionParams = z.object({ subscription_id: z.string().min(1).max(64) });
export type SubscriptionParams = z.infer<typeof SubscriptionParams>;

/** POST /v1/subscriptions/:subscription_id/cancel (idempotent). The body may be omitted. */
export const CancelSubscriptionRequest = z.object({ reason: z.string().trim().min(1).max(200).optional() }).nullish();
export type CancelSubscriptionRequest = z.infer<typeof CancelSubscriptionRequest>;

export const CancelSubscriptionResponse = z.object({
  subscription_id: z.string(),
  status: z.literal('cancelled'),
  ended_at: IsoTime,
  ended_reason: z.string(),
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;
