import { FlagEnv, LogLevelEnv, parseEnv, PortEnv, UrlEnv } from '@grtv/kit';
import { z } from 'zod';

/**
 * What the one-process launcher decides beyond each part's own settings (which each part parses
 * from the same environment). The defaults are the embedded one-machine defaults.
 */
export const LauncherEnv = z.object({
  /** Where the private Redis (AOF), PGlite and the sample media keep their files. */
  DATA_DIR: z.string().default('.data'),
  /** A Redis to use instead of starting a private redis-server. */
  REDIS_URL: UrlEnv.optional(),
  /** Port of the private redis-server (0: any free port). */
  PRIVATE_REDIS_PORT: PortEnv.default(6390),
  /** A Postgres to use instead of the embedded PGlite. */
  DATABASE_URL: UrlEnv.optional(),
  /** Ports of the parts (0: any free port, for tests). */
  PORT: PortEnv.default(3000),
  CARRIER_PORT: PortEnv.default(3100),
  CONTENT_PORT: PortEnv.default(3200),
  HE_PROXY_PORT: PortEnv.default(3080),
  /** Run the carrier sandbox in this process (off: use the gateway at CARRIER_URL). */
  CARRIER_SANDBOX: FlagEnv.default(true),
  CARRIER_URL: UrlEnv.optional(),
  /** Run the billing workers in this process (off: run `npm run workers -w services/billing`). */
  IN_PROCESS_WORKERS: FlagEnv.default(true),
  LOG_LEVEL: LogLevelEnv,
  LOG_PRETTY: FlagEnv.default(false),
});
export type LauncherConfig = z.infer<typeof LauncherEnv>;

export function loadLauncherConfig(env: Record<string, string | undefined>): LauncherConfig {
  return parseEnv(LauncherEnv, env, 'launcher');
}
