/**
 * How a carrier call failed, which decides what the caller may do next:
 * - `final`: the carrier answered no (invalid OTP, insufficient funds, barred...): do not retry.
 * - `transient`: the carrier did not do the work (5xx, throttled, refused connection): retry later.
 * - `unknown`: the request may have been carried out but the answer was lost (timeout): look it
 *   up before retrying anything that charges.
 */
export type CarrierErrorKind = 'final' | 'transient' | 'unknown';

export class CarrierError extends Error {
  override name = 'CarrierError';
  constructor(
    readonly kind: CarrierErrorKind,
    /** The gateway's code (INSUFFICIENT_FUNDS, INVALID_OTP, ...) or TIMEOUT / NETWORK / HTTP_<status>. */
    readonly code: string,
    /** The gateway's description: the words the app classifies and shows. */
    readonly description: string,
    readonly status?: number,
    /** Seconds the gateway asked us to wait (429 Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${code}: ${description}`);
  }
}

export function isCarrierError(error: unknown): error is CarrierError {
  return error instanceof CarrierError;
}
