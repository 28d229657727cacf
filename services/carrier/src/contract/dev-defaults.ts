/**
 * DEV ONLY: the secrets both sides use when the environment sets none (the sandbox signs and
 * checks with them; the merchant side must use the same). Fine on a laptop, never anywhere else.
 */
export const DEV_DEFAULTS = {
  CARRIER_API_KEY: 'dev-only-carrier-api-key-change-me',
  PROTECT_SECRET: 'dev-only-protect-secret-change-me',
  WEBHOOK_SECRET: 'dev-only-webhook-secret-change-me',
} as const;
