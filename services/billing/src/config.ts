import { DEV_DEFAULTS } from '@grtv/carrier/contract';
import { parseEnv, UrlEnv } from '@grtv/kit';
import { z } from 'zod';

const Ms = z.coerce.number().int().positive();

/**
 * Billing's settings. Period lengths are config so tests and chaos runs can live through a month
 * of renewals in seconds (BILLING_DAY_MS=1000: a day is a second).
 */
export const BillingEnv = z.object({
  /** The carrier gateway (the sandbox by default) and our merchant key there. */
  CARRIER_URL: UrlEnv.default('http://127.0.0.1:3100'),
  CARRIER_API_KEY: z.string().min(8).default(DEV_DEFAULTS.CARRIER_API_KEY),
  /** Verifies the carrier's signed notifications (the same secret the carrier signs with). */
  WEBHOOK_SECRET: z.string().min(16).default(DEV_DEFAULTS.WEBHOOK_SECRET),
  /** A carrier call slower than this (ms) counts as a timeout: its outcome is unknown until looked up. */
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  /** One billing day in ms; a week is 7 of them, a month 30, the free trial 1. */
  BILLING_DAY_MS: Ms.default(86_400_000),
  /** Time between dunning retries in past_due (default: half a day, i.e. twice a day). */
  DUNNING_INTERVAL_DAYS: z.coerce.number().positive().default(0.5),
  /** Final renewal failures before a past_due subscription is suspended (twice a day for 7 days). */
  MAX_DUNNING_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(14),
  /** While suspended, how often a charge is tried again, and for how long before it ends. */
  SUSPENDED_RETRY_DAYS: z.coerce.number().positive().default(7),
  SUSPENSION_MAX_DAYS: z.coerce.number().positive().default(30),
  /** BullMQ key prefix; the braces make a Redis Cluster hash tag, keeping each queue in one slot. */
  QUEUE_PREFIX: z.string().regex(/^\{[a-z0-9-]+\}$/, 'must be a hash tag like {grtv}').default('{grtv}'),
  /** Attempts for a job whose carrier call fails transiently, and the first backoff (ms, doubles, with jitter). */
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  JOB_BACKOFF_MS: Ms.default(1000),
  /** Jobs one worker process runs at once, per queue. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /** How long a worker holds a job before it counts as stalled and another worker takes it (ms). */
  WORKER_LOCK_MS: z.coerce.number().int().min(500).default(30_000),
  /** How long an OTP and anti-fraud token wait in Redis for their subscribe job (seconds). */
  ATTEMPT_SECRET_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
});
export type BillingConfig = z.infer<typeof BillingEnv>;

export function loadBillingConfig(env: Record<string, string | undefined>): BillingConfig {
  return parseEnv(BillingEnv, env, 'billing');
}
