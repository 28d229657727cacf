import { FlagEnv, LogLevelEnv, parseEnv, PortEnv, SecretEnv, UrlEnv } from '@grtv/kit';
import { isStoredMsisdn } from '@grtv/machines';
import { z } from 'zod';

import { DEV_DEFAULTS } from './contract/dev-defaults';

export { DEV_DEFAULTS };

const Positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const CarrierEnv = z.object({
  CARRIER_HOST: z.string().min(1).default('127.0.0.1'),
  CARRIER_PORT: PortEnv.default(3100),
  CARRIER_API_KEY: SecretEnv.default(DEV_DEFAULTS.CARRIER_API_KEY),
  PROTECT_SECRET: SecretEnv.default(DEV_DEFAULTS.PROTECT_SECRET),
  WEBHOOK_SECRET: SecretEnv.default(DEV_DEFAULTS.WEBHOOK_SECRET),
  MERCHANT_WEBHOOK_URL: UrlEnv.default('http://127.0.0.1:3000/api/carrier/notifications'),
  SANDBOX_DEFAULT_BALANCE_CENTS: z.coerce.number().int().min(0).default(5000),
  OTP_TTL_SECONDS: Positive(300),
  PROTECT_TTL_SECONDS: Positive(900),
  WEBHOOK_MAX_ATTEMPTS: Positive(5),
  WEBHOOK_RETRY_BASE_MS: Positive(1000),
  HE_PROXY_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The address the proxy connects to the app from. A loopback address of its own (127.0.0.2) lets
   * the app trust the number header from the proxy alone (its TRUSTED_PROXIES), not from any local
   * request. Empty: the system picks.
   */
  HE_PROXY_SOURCE_ADDRESS: z.string().default('127.0.0.2'),
  HE_PROXY_PORT: PortEnv.default(3080),
  HE_TARGET_URL: UrlEnv.refine((v) => v.startsWith('http://'), 'must be an http:// URL (the proxy forwards plain HTTP)').default('http://127.0.0.1:3000'),
  HE_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
    .default('x-msisdn')
    .transform((v) => v.toLowerCase()),
  HE_MSISDN: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || isStoredMsisdn(v), 'must be 27 followed by 9 digits (stored form), or unset'),
  LOG_LEVEL: LogLevelEnv,
  LOG_PRETTY: FlagEnv.default(false),
});

export interface HeProxyConfig {
  host: string;
  /** 0 lets the OS choose (tests). */
  port: number;
  targetUrl: string;
  /** Lower-case header name the carrier sets, e.g. `x-msisdn`. */
  header: string;
  /** Stored-form number to add; undefined adds none. */
  msisdn: string | undefined;
  /** Local address of the proxy's connections to the app (so the app can trust it alone). */
  sourceAddress: string | undefined;
}

export interface CarrierConfig {
  host: string;
  port: number;
  apiKey: string;
  protectSecret: string;
  webhookSecret: string;
  merchantWebhookUrl: string;
  /** Balance of a number never set up, in cents. */
  defaultBalanceCents: number;
  otpTtlSeconds: number;
  protectTtlSeconds: number;
  webhookMaxAttempts: number;
  /** First retry delay of a webhook delivery in ms; doubles each attempt. */
  webhookRetryBaseMs: number;
  logLevel: string;
  logPretty: boolean;
  /** Names of secrets left at their dev default (main.ts warns about them). */
  devSecrets: string[];
  heProxy: HeProxyConfig;
}

/** Parses the carrier sandbox's environment; throws naming each bad variable. */
export function loadCarrierConfig(env: Record<string, string | undefined>): CarrierConfig {
  const e = parseEnv(CarrierEnv, env, 'carrier');
  const devSecrets = (Object.keys(DEV_DEFAULTS) as (keyof typeof DEV_DEFAULTS)[]).filter((k) => e[k] === DEV_DEFAULTS[k]);
  return {
    host: e.CARRIER_HOST,
    port: e.CARRIER_PORT,
    apiKey: e.CARRIER_API_KEY,
    protectSecret: e.PROTECT_SECRET,
    webhookSecret: e.WEBHOOK_SECRET,
    merchantWebhookUrl: e.MERCHANT_WEBHOOK_URL,
    defaultBalanceCents: e.SANDBOX_DEFAULT_BALANCE_CENTS,
    otpTtlSeconds: e.OTP_TTL_SECONDS,
    protectTtlSeconds: e.PROTECT_TTL_SECONDS,
    webhookMaxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    devSecrets,
    heProxy: {
      host: e.HE_PROXY_HOST,
      port: e.HE_PROXY_PORT,
      targetUrl: e.HE_TARGET_URL,
      header: e.HE_HEADER,
      msisdn: e.HE_MSISDN,
      sourceAddress: e.HE_PROXY_SOURCE_ADDRESS || undefined,
    },
  };
}
