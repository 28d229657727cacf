import type { Redis } from '@grtv/kit';
import { ApiErrors } from '../errors';

/**
 * Limits on a person's attempts that rate limiting by address cannot express: OTPs sent to a
 * number, OTP tries per number and per transaction. Fixed windows in Redis, shared by every API process.
 */
export function createAttemptCounter(redis: Redis, prefix: string) {
  return async function countAttempt(key: string, max: number, windowSeconds: number, what: string): Promise<void> {
    const counterKey = `${prefix}:attempts:${key}`;
    const result = await redis.multi().incr(counterKey).ttl(counterKey).exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    let ttl = Number(result?.[1]?.[1] ?? -1);
    if (ttl < 0) {
      await redis.expire(counterKey, windowSeconds);
      ttl = windowSeconds;
    }
    if (count > max) {
      const minutes = Math.max(1, Math.ceil(ttl / 60));
      throw ApiErrors.rateLimited(`Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, ttl);
    }
  };
}
export type AttemptCounter = ReturnType<typeof createAttemptCounter>;

/** GRTV's limits (also in the README). Windows in seconds. */
export const LIMITS = {
  otpSendsPerNumberPerHour: 6,
  otpTriesPerNumberPerHour: 10,
  otpTriesPerTransaction: 5,
  statusChecksPerNumberPerHour: 30,
  feedbackPerUserPerHour: 10,
  hour: 3600,
} as const;

/** Per-address limits (@fastify/rate-limit, in Redis), per route: requests per minute. */
export const PER_ADDRESS_PER_MINUTE = {
  statusCheck: 30,
  subscribe: 20,
  signIn: 20,
  default: 120,
} as const;
