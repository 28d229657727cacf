import { z } from 'zod';
import { Msisdn, ServiceKey } from './common';

/** Path parameters of `/v1/numbers/:msisdn/...`. */
export const NumberParams = z.object({ msisdn: Msisdn });
export type NumberParams = z.infer<typeof NumberParams>;

/** GET /v1/numbers/:msisdn/status?service_key=K */
export const NumberStatusQuery = z.object({ service_key: ServiceKey });
export type NumberStatusQuery = z.infer<typeof NumberStatusQuery>;

/** A number as the gateway sees it for one service. */
export const NumberStatus = z.object({
  msisdn: Msisdn,
  service_key: z.string(),
  /** True while a subscription to this service key is active. */
  subscribed: z.boolean(),
  /** The active subscription's id, else null. */
  subscription_id: z.string().nullable(),
  /** True when premium content is blocked for this number and this service (not opted in). */
  content_block: z.boolean(),
  /** True when the number may not buy premium services at all. */
  barred: z.boolean(),
  /** First day free: once per number per service key, never again after any subscription to it. */
  free_trial_eligible: z.boolean(),
});
export type NumberStatus = z.infer<typeof NumberStatus>;

/** PUT /v1/numbers/:msisdn/content-block: the subscriber opts in for this one service. */
export const ContentBlockRequest = z.object({
  service_key: ServiceKey,
  allow: z.literal(true, { error: 'allow must be true (a merchant can only record an opt-in)' }),
});
export type ContentBlockRequest = z.infer<typeof ContentBlockRequest>;

export const ContentBlockResponse = z.object({
  msisdn: Msisdn,
  service_key: z.string(),
  content_block: z.literal(false),
});
export type ContentBlockResponse = z.infer<typeof ContentBlockResponse>;
