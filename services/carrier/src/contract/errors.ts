import { z } from 'zod';

/**
 * The gateway's error catalogue: a stable code, its HTTP status and the description a merchant
 * shows or classifies. The merchant app maps a description containing "insufficient" to its
 * airtime message and one containing "otp" or "timed out" to its OTP message, so these words are
 * part of the contract: only OTP errors say "OTP", only the balance error says "insufficient".
 */
export const GatewayErrors = {
  BAD_REQUEST: { status: 400, description: 'The request is not valid' },
  BAD_JSON: { status: 400, description: 'The request body is not valid JSON' },
  BODY_TOO_LARGE: { status: 413, description: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, description: 'Send the request body as application/json' },
  UNAUTHORIZED: { status: 401, description: 'Missing or wrong API key' },
  NOT_FOUND: { status: 404, description: 'There is nothing at this path' },
  UNKNOWN_SERVICE_KEY: { status: 400, description: 'Unknown service key' },
  BARRED: { status: 403, description: 'Number is barred from premium services' },
  CONTENT_BLOCKED: { status: 403, description: 'Content block is active on this number' },
  PROTECT_FAILED: { status: 403, description: 'Anti-fraud check failed: protect token missing, wrong or expired' },
  INVALID_OTP: { status: 400, description: 'Invalid OTP' },
  OTP_EXPIRED: { status: 400, description: 'OTP timed out' },
  OTP_LOCKED: { status: 400, description: 'OTP locked after too many wrong tries' },
  OTP_REQUIRED: { status: 400, description: 'OTP required when consent is otp' },
  OTP_NOT_SENT: { status: 400, description: 'No OTP was sent for this transaction' },
  OTP_MISMATCH: { status: 400, description: 'OTP was sent for another number, service or purpose' },
  RESEND_LIMIT: { status: 429, description: 'OTP resend limit reached for this transaction' },
  UNKNOWN_TRANSACTION: { status: 404, description: 'Unknown transaction' },
  TRANSACTION_REUSED: { status: 409, description: 'This transaction_id was already used for a different request' },
  ALREADY_SUBSCRIBED: { status: 409, description: 'Number is already subscribed to this service' },
  UNKNOWN_SUBSCRIPTION: { status: 404, description: 'Unknown subscription' },
  SUBSCRIPTION_ENDED: { status: 410, description: 'Subscription is not active' },
  INSUFFICIENT_FUNDS: { status: 402, description: 'Insufficient funds: balance too low' },
  THROTTLED: { status: 429, description: 'Too many requests: slow down and retry later' },
  UNAVAILABLE: { status: 503, description: 'Service temporarily unavailable, retry later' },
  INTERNAL: { status: 500, description: 'Internal gateway error' },
} as const satisfies Record<string, { status: number; description: string }>;

export type GatewayErrorCode = keyof typeof GatewayErrors;
export const GatewayErrorCode = z.enum(Object.keys(GatewayErrors) as [GatewayErrorCode, ...GatewayErrorCode[]]);

/**
 * Every error answer. Some codes add fields: `tries_left` (INVALID_OTP, OTP_LOCKED),
 * `subscription_id` (ALREADY_SUBSCRIBED, SUBSCRIPTION_ENDED), `charge_id` (a refused charge, as
 * recorded), `retry_after_seconds` (THROTTLED, with a `Retry-After` header).
 */
export const GatewayErrorBody = z.looseObject({
  code: z.string(),
  description: z.string(),
  tries_left: z.number().int().nonnegative().optional(),
  subscription_id: z.string().optional(),
  charge_id: z.string().optional(),
  retry_after_seconds: z.number().int().nonnegative().optional(),
});
export type GatewayErrorBody = z.infer<typeof GatewayErrorBody>;

/**
 * True for failures worth retrying: throttling, unavailability, internal errors and a proxy's 5xx
 * without a gateway body. Everything else in the catalogue is final (retrying gives the same
 * answer). A request that got no answer at all is also transient, but a caller must look the
 * charge up (`GET /v1/charges/:transaction_id`) before charging again.
 */
export function isTransientGatewayError(code: string | undefined, status: number): boolean {
  if (code === 'THROTTLED' || code === 'UNAVAILABLE' || code === 'INTERNAL') return true;
  if (code !== undefined && code in GatewayErrors) return false;
  return status >= 500;
}
