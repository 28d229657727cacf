import { z } from 'zod';
import { IsoTime, MoChannel, Msisdn } from './common';
import { ChargeStatus } from './charges';
import { MerchantNotification } from './notifications';
import { Subscription } from './subscriptions';

/** Path parameter of `/sandbox/.../:msisdn`. */
export const SandboxNumberParams = z.object({ msisdn: Msisdn });
export type SandboxNumberParams = z.infer<typeof SandboxNumberParams>;

/** One SMS in a subscriber's sandbox inbox. `otp` is set on OTP messages. */
export const SmsMessage = z.object({
  id: z.string(),
  at: IsoTime,
  /** The sender as the phone shows it. */
  from: z.string(),
  text: z.string(),
  otp: z.string().optional(),
  kind: z.enum(['otp', 'subscribed', 'charged', 'stopped', 'cancelled', 'ended', 'info']),
});
export type SmsMessage = z.infer<typeof SmsMessage>;

/** GET /sandbox/sms/:msisdn: oldest first (the last message is the newest). */
export const Inbox = z.object({ msisdn: Msisdn, messages: z.array(SmsMessage) });
export type Inbox = z.infer<typeof Inbox>;

/** PUT /sandbox/numbers/:msisdn: set up a number; fields left out keep their value. */
export const SetNumberRequest = z.strictObject({
  balance_cents: z.number().int('must be a whole number of cents').min(0, 'must be 0 or more').max(100_000_000).optional(),
  content_block: z.boolean().optional(),
  /** Barring a number ends its active subscriptions (the merchant is notified). */
  barred: z.boolean().optional(),
  /** The number already had its free day on every service (as if it subscribed before): load runs use it. */
  free_trial_used: z.boolean().optional(),
});
export type SetNumberRequest = z.infer<typeof SetNumberRequest>;

/** A number's sandbox state. Numbers never set up have the default balance and no blocks. */
export const NumberState = z.object({
  msisdn: Msisdn,
  balance_cents: z.number().int(),
  content_block: z.boolean(),
  barred: z.boolean(),
  /** Service keys this number opted in to despite its content block. */
  content_allowed: z.array(z.string()),
  free_trial_used: z.boolean(),
});
export type NumberState = z.infer<typeof NumberState>;

/** One charge as the carrier recorded it (applied or refused). */
export const ChargeRecord = z.object({
  charge_id: z.string(),
  transaction_id: z.string(),
  subscription_id: z.string(),
  /** Null when the subscription was unknown. */
  msisdn: Msisdn.nullable(),
  service_key: z.string().nullable(),
  amount_cents: z.number().int(),
  description: z.string().nullable(),
  status: ChargeStatus,
  code: z.string().optional(),
  /** Balance after the charge (unchanged when refused); null when the number is unknown. */
  balance_cents: z.number().int().nullable(),
  charged_at: IsoTime,
});
export type ChargeRecord = z.infer<typeof ChargeRecord>;

export const ChargeListQuery = z.object({ msisdn: Msisdn.optional() });
export type ChargeListQuery = z.infer<typeof ChargeListQuery>;

/** GET /sandbox/charges?msisdn=: oldest first. */
export const ChargeList = z.object({ charges: z.array(ChargeRecord) });
export type ChargeList = z.infer<typeof ChargeList>;

/** POST /sandbox/mo: a message from a subscriber to the service (e.g. STOP). */
export const MoRequest = z.object({
  msisdn: Msisdn,
  text: z.string().max(160, 'an SMS is at most 160 characters'),
  channel: MoChannel.optional(),
});
export type MoRequest = z.infer<typeof MoRequest>;

export const MoResponse = z.object({
  msisdn: Msisdn,
  channel: MoChannel,
  command: z.enum(['stop', 'help', 'unknown']),
  /** Subscriptions this message ended. */
  stopped: z.array(z.string()),
  /** What the subscriber got back (the SMS text, or the USSD screen). */
  reply: z.string(),
});
export type MoResponse = z.infer<typeof MoResponse>;

export const SubscriptionListQuery = z.object({ msisdn: Msisdn.optional() });
export type SubscriptionListQuery = z.infer<typeof SubscriptionListQuery>;

/** GET /sandbox/subscriptions?msisdn=: oldest first. */
export const SubscriptionList = z.object({ subscriptions: z.array(Subscription) });
export type SubscriptionList = z.infer<typeof SubscriptionList>;

/** One notification and how its delivery went. */
export const NotificationDelivery = z.object({
  event: MerchantNotification,
  attempts: z.number().int(),
  delivered: z.boolean(),
  /** True when no more attempts will be made. */
  gave_up: z.boolean(),
  last_error: z.string().nullable(),
});
export type NotificationDelivery = z.infer<typeof NotificationDelivery>;

/** GET /sandbox/notifications: oldest first. */
export const NotificationList = z.object({ notifications: z.array(NotificationDelivery) });
export type NotificationList = z.infer<typeof NotificationList>;

export const ResetResponse = z.object({ reset: z.literal(true) });
export type ResetResponse = z.infer<typeof ResetResponse>;
