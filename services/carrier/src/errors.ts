import { AppError } from '@grtv/kit';
import { GatewayErrors, type GatewayErrorCode } from './contract/errors';

/** Extra fields some errors carry in their body (`tries_left`, `subscription_id`, `charge_id`). */
export type GatewayErrorExtra = Record<string, string | number | boolean>;

/** A catalogue error on its way to the HTTP edge: `{ code, description, ...extra }`. */
export class GatewayError extends AppError {
  override name = 'GatewayError';
  constructor(
    code: GatewayErrorCode,
    readonly description: string,
    readonly extra: GatewayErrorExtra = {},
    retryAfterSeconds?: number,
  ) {
    super(code, GatewayErrors[code].status, description, retryAfterSeconds);
  }
}

/** The catalogue error for `code`, with its fixed description unless a more precise one is given. */
export function gatewayError(code: GatewayErrorCode, extra: GatewayErrorExtra = {}, description?: string): GatewayError {
  return new GatewayError(code, description ?? GatewayErrors[code].description, extra);
}

/** What a use case answers: a value, or a catalogue failure the edge turns into a status. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; code: GatewayErrorCode; extra?: GatewayErrorExtra };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = <T = never>(code: GatewayErrorCode, extra?: GatewayErrorExtra): Outcome<T> =>
  extra ? { ok: false, code, extra } : { ok: false, code };

/** Unwraps an outcome at the HTTP edge: the value, or a thrown GatewayError. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw gatewayError(outcome.code, outcome.extra);
}
