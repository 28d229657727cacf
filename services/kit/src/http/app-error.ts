/**
 * An error a route can throw and a person can act on: a stable code, the HTTP status, and the
 * message that is safe to show. Anything that is not an AppError becomes a 500 that leaks nothing.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** An entry of a service's error catalogue: `catalogue.notFound('...')` builds the AppError. */
export function defineError(code: string, statusCode: number) {
  return (message: string, retryAfterSeconds?: number) => new AppError(code, statusCode, message, retryAfterSeconds);
}
