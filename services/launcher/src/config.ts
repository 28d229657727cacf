import { FlagEnv, LogLevelEnv, parseEnv, UrlEnv } from '@grtv/kit';
import { z } from 'zod';

/**
 * What the one-process launcher needs beyond each service's own settings. Every part's defaults
 * are the embedded one-machine defaults: a private Redis and PGlite under DATA_DIR.
 */
export const LauncherEnv = z.object({
  /** Where the private Redis (AOF) and PGlite keep their files. */
  DATA_DIR: z.string().default('.data'),
  /** A Redis to use instead of starting a private redis-server. */
  REDIS_URL: UrlEnv.optional(),
  /** Port of the private redis-server (0: any free port). */
  PRIVATE_REDIS_PORT: z.coerce.number().int().min(0).max(65535).default(6390),
  /** A Postgres to use instead of the embedded PGlite. */
  DATABASE_URL: UrlEnv.optional(),
  /** The carrier gateway (the in-process sandbox by default). */
  CARRIER_URL: UrlEnv.default('http://127.0.0.1:3100'),
  CARRIER_API_KEY: z.string().min(8).default('dev-only-carrier-api-key'),
  /** Milliseconds one carrier call may take before it counts as a timeout. */
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  LOG_LEVEL: LogLevelEnv,
  LOG_PRETTY: FlagEnv.default(false),
});
export type LauncherConfig = z.infer<typeof LauncherEnv>;

export function loadLauncherConfig(env: Record<string, string | undefined>): LauncherConfig {
  return parseEnv(LauncherEnv, env, 'launcher');
}
