import { FlagEnv, LogLevelEnv, parseEnv, PortEnv, SecretEnv } from '@grtv/kit';
import { z } from 'zod';

/** Marks a value as a development default: fine on one machine, never in production. */
const DEV = 'dev-only-change-me-';

export const ApiEnv = z.object({
  PORT: PortEnv.default(3000),
  /** 127.0.0.1 by default; 0.0.0.0 lets a phone on the same network try the app. */
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: LogLevelEnv,
  LOG_PRETTY: FlagEnv.default(false),
  /** The built web app (vite build output) the API serves. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Signs the header-enrichment token (SPEC HE_token). */
  HE_TOKEN_SECRET: SecretEnv.default(`${DEV}he-token-secret`),
  /** How long a header-enrichment token is valid, in seconds. */
  HE_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
});
export type ApiConfig = z.infer<typeof ApiEnv>;

/** The API's settings from the environment; fails naming each bad variable. */
export function loadApiConfig(env: Record<string, string | undefined>): ApiConfig {
  return parseEnv(ApiEnv, env, 'api');
}
