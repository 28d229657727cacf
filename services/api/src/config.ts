import { DEV_DEFAULTS as CONTENT_DEV_DEFAULTS } from '@grtv/content';
import { FlagEnv, LogLevelEnv, parseEnv, PortEnv, SecretEnv, UrlEnv } from '@grtv/kit';
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
  /** Prefix of the API's Redis keys (sessions, limits, pending sign-ins). */
  REDIS_PREFIX: z.string().regex(/^[a-z0-9{}-]+$/).default('grtv'),
  /** Signs cookies (the session id, the CSRF secret). */
  COOKIE_SECRET: SecretEnv.default(`${DEV}cookie-secret`),
  /** Send cookies only over HTTPS (set 1 behind TLS). */
  COOKIE_SECURE: FlagEnv.default(false),
  /** Sessions last this long without use (seconds). */
  SESSION_TTL_SECONDS: z.coerce.number().int().min(300).default(30 * 24 * 3600),
  /** Addresses whose carrier number header is believed (the HE proxy connects from 127.0.0.2). Comma-separated. */
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.2')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
  /** Addresses exempt from the per-address rate limits (a load driver on one address). Comma-separated; empty by default. */
  RATE_LIMIT_ALLOW: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
  /** The carrier's number header (lower case). */
  HE_HEADER: z.string().regex(/^[a-z0-9-]+$/).default('x-msisdn'),
  /** Signs the header-enrichment token (SPEC HE_token). */
  HE_TOKEN_SECRET: SecretEnv.default(`${DEV}he-token-secret`),
  /** How long a header-enrichment token is valid, in seconds. */
  HE_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  /** How long POST /api/subscribe waits for the carrier before answering `pending` (ms). */
  SUBSCRIBE_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(8000),
  /** The content host. */
  CONTENT_URL: UrlEnv.default('http://127.0.0.1:3200'),
  CONTENT_TOKEN_SECRET: SecretEnv.default(CONTENT_DEV_DEFAULTS.CONTENT_TOKEN_SECRET),
  CONTENT_INTERNAL_KEY: SecretEnv.default(CONTENT_DEV_DEFAULTS.CONTENT_INTERNAL_KEY),
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** The ops console's credentials (HTTP basic auth on /ops). */
  OPS_USER: z.string().min(1).default('ops'),
  OPS_PASSWORD: z.string().min(8).default(`${DEV}ops-password`),
});
export type ApiConfig = z.infer<typeof ApiEnv>;

/** The API's settings from the environment; fails naming each bad variable. */
export function loadApiConfig(env: Record<string, string | undefined>): ApiConfig {
  return parseEnv(ApiEnv, env, 'api');
}
