import { z } from 'zod';

/**
 * The gateway endpoints faults can target. `charge_lookup` and `subscription_lookup` (the calls a
 * caller uses to recover after a timeout) are faulted only by their own per-endpoint entry.
 */
export const FaultEndpoint = z.enum([
  'status',
  'protect',
  'otp',
  'verify',
  'subscribe',
  'subscription_lookup',
  'charge',
  'charge_lookup',
  'cancel',
  'content_block',
]);
export type FaultEndpoint = z.infer<typeof FaultEndpoint>;

/** Endpoints that the global fault setting leaves alone. */
export const LOOKUP_ENDPOINTS: readonly FaultEndpoint[] = ['charge_lookup', 'subscription_lookup'];

const Rate = z.number().min(0, 'a rate is between 0 and 1').max(1, 'a rate is between 0 and 1');

const FaultFields = {
  /** Hold the request `timeout_ms`, then drop the connection without doing the work. */
  timeout_rate: Rate.optional(),
  /** Do the work and commit it, then hold and drop the connection: the answer is lost. */
  timeout_after_commit_rate: Rate.optional(),
  /** 503 UNAVAILABLE without doing the work. */
  error_rate: Rate.optional(),
  /** 429 THROTTLED with a Retry-After header, without doing the work. */
  throttle_rate: Rate.optional(),
  /** Added to every request in scope before anything else, in ms. */
  latency_ms: z.number().int().min(0).max(60_000).optional(),
  /** How long a timeout holds the request before dropping it, in ms (default 10000). */
  timeout_ms: z.number().int().min(0).max(120_000).optional(),
  /** The Retry-After of a throttled answer, in seconds (default 1). */
  retry_after_seconds: z.number().int().min(0).max(3600).optional(),
  /** Seeds this scope's PRNG (mulberry32) so the same requests meet the same faults. */
  seed: z.number().int().min(0).max(0xffffffff).optional(),
};

const rateSum = (v: { timeout_rate?: number | undefined; timeout_after_commit_rate?: number | undefined; error_rate?: number | undefined; throttle_rate?: number | undefined }) =>
  (v.timeout_rate ?? 0) + (v.timeout_after_commit_rate ?? 0) + (v.error_rate ?? 0) + (v.throttle_rate ?? 0);

/** One scope's faults: the rates are chances per request and add up to at most 1. */
export const FaultRule = z
  .strictObject(FaultFields)
  .refine((v) => rateSum(v) <= 1 + 1e-9, 'the fault rates add up to more than 1');
export type FaultRule = z.infer<typeof FaultRule>;

/**
 * PUT /sandbox/faults: replaces the whole setting. The top-level fields apply to every gateway
 * endpoint except the lookups; an entry under `endpoints` replaces them for that endpoint.
 */
export const FaultSettings = z
  .strictObject({ ...FaultFields, endpoints: z.partialRecord(FaultEndpoint, FaultRule).optional() })
  .refine((v) => rateSum(v) <= 1 + 1e-9, 'the fault rates add up to more than 1');
export type FaultSettings = z.infer<typeof FaultSettings>;

/** GET /sandbox/faults: the setting in force, with the seeds actually used and what was injected. */
export const FaultState = z.object({
  active: z.boolean(),
  settings: FaultSettings,
  /** The seed of the global scope (given, or drawn when none was given: pass it back to repeat a run). */
  seed: z.number().int(),
  /** How many of each fault were injected since the setting was made. */
  injected: z.object({
    timeout: z.number().int(),
    timeout_after_commit: z.number().int(),
    error: z.number().int(),
    throttle: z.number().int(),
  }),
});
export type FaultState = z.infer<typeof FaultState>;
