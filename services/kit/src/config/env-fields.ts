import { z } from 'zod';

/** A TCP port from the environment (0 lets the OS choose, for tests). */
export const PortEnv = z.coerce.number().int().min(0).max(65535);

/** A boolean from the environment: 1/true/yes or 0/false/no. */
export const FlagEnv = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

export const LogLevelEnv = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

/** A URL from the environment, e.g. REDIS_URL, DATABASE_URL, CARRIER_URL. */
export const UrlEnv = z.string().url();

/** A secret from the environment: long enough to be one. */
export const SecretEnv = z.string().min(16, 'must be at least 16 characters');
