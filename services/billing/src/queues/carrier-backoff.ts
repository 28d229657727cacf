import { CarrierError } from '../carrier/carrier-error';

/**
 * Delay before retry `attemptsMade` of a job whose carrier call failed transiently: exponential
 * from `baseMs`, with jitter (so a carrier outage is not followed by a synchronised stampede), and
 * never sooner than the carrier's Retry-After.
 */
export function carrierBackoff(baseMs: number, attemptsMade: number, error: unknown, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** Math.max(0, attemptsMade - 1);
  const capped = Math.min(exponential, 10 * 60_000);
  const jittered = Math.round(capped * (0.5 + random() * 0.5));
  const retryAfterMs = error instanceof CarrierError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : 0;
  return Math.max(jittered, retryAfterMs);
}
