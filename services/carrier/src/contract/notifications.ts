import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { IsoTime, MoChannel, Msisdn } from './common';

/** Header carrying `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`. */
export const SIGNATURE_HEADER = 'x-grtv-signature';
/** Header carrying the unix time in seconds the notification was signed at. */
export const TIMESTAMP_HEADER = 'x-grtv-timestamp';

/**
 * A notification the gateway POSTs to the merchant. `subscription.stopped`: the subscriber sent
 * STOP (by SMS or USSD, see `channel`). `subscription.ended`: the carrier ended it (e.g. barred).
 * Delivery is at least once: deduplicate on `event_id`.
 */
export const MerchantNotification = z.object({
  event_id: z.string(),
  type: z.enum(['subscription.stopped', 'subscription.ended']),
  subscription_id: z.string(),
  msisdn: Msisdn,
  service_key: z.string(),
  channel: MoChannel.optional(),
  reason: z.string(),
  at: IsoTime,
});
export type MerchantNotification = z.infer<typeof MerchantNotification>;

/** The signature header's value for a raw body signed at `timestamp` (unix seconds). */
export function signWebhookBody(rawBody: string | Buffer, timestamp: string | number, secret: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `sha256=${mac}`;
}

export interface VerifyWebhookOptions {
  /** Refuse timestamps further than this from `nowSeconds` (replay protection; 300 is a good value). */
  toleranceSeconds?: number;
  /** The receiver's clock in unix seconds; defaults to the system clock. */
  nowSeconds?: number;
}

/**
 * True when `signature` is the gateway's signature of exactly these raw bytes at `timestamp`.
 * Verify the raw body as received, before parsing it. Compares in constant time. Pass
 * `toleranceSeconds` to also refuse stale or future timestamps.
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  timestamp: string | number | undefined | null,
  signature: string | undefined | null,
  secret: string,
  options: VerifyWebhookOptions = {},
): boolean {
  if (timestamp === undefined || timestamp === null || !signature || !secret) return false;
  const ts = String(timestamp);
  if (!/^\d{1,12}$/.test(ts)) return false;
  if (options.toleranceSeconds !== undefined) {
    const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
    if (Math.abs(now - Number(ts)) > options.toleranceSeconds) return false;
  }
  const expected = Buffer.from(signWebhookBody(rawBody, ts, secret));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
