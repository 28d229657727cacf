import { z } from 'zod';

/** Stored form, `27` + 9 digits (a plain string: job data comes back from Redis as JSON). */
const Msisdn = z.string().regex(/^27\d{9}$/, 'msisdn must be 27 followed by 9 digits');

/** A subscribe attempt (its OTP and anti-fraud token wait in Redis, not here). */
export const SubscribeJob = z.object({
  transactionId: z.string().min(8),
  msisdn: Msisdn,
  serviceKey: z.string(),
  packageId: z.string(),
  consent: z.enum(['otp', 'header']),
  contentBlockOverride: z.boolean(),
});
export type SubscribeJob = z.infer<typeof SubscribeJob>;

export const DeclineJob = z.object({ transactionId: z.string().min(8), msisdn: Msisdn, serviceKey: z.string() });
export type DeclineJob = z.infer<typeof DeclineJob>;

export const UnsubscribeJob = z.object({ subscriptionId: z.string(), reason: z.enum(['unsubscribe', 'ops']) });
export type UnsubscribeJob = z.infer<typeof UnsubscribeJob>;

/** renew: the period is due; dunning / suspended-retry: the nth retry after a refused renewal. */
export const RenewalJob = z.object({ subscriptionId: z.string(), attempt: z.number().int().min(0).default(0) });
export type RenewalJob = z.infer<typeof RenewalJob>;
export type RenewalJobName = 'renew' | 'dunning' | 'suspended-retry';

export const NotificationJob = z.object({
  eventId: z.string(),
  type: z.enum(['subscription.stopped', 'subscription.ended']),
  carrierSubscriptionId: z.string(),
  channel: z.enum(['sms', 'ussd']).optional(),
  reason: z.string(),
});
export type NotificationJob = z.infer<typeof NotificationJob>;
