import { defineError } from '@grtv/kit';

/** The API's error catalogue: stable codes with their HTTP status. Messages come from the SPEC where it has one. */
export const ApiErrors = {
  badRequest: defineError('BAD_REQUEST', 400),
  /** The session client's SessionRequired: the call needs a signed-in user. */
  sessionRequired: defineError('SESSION_REQUIRED', 401),
  forbidden: defineError('FORBIDDEN', 403),
  csrf: defineError('CSRF', 403),
  notFound: defineError('NOT_FOUND', 404),
  subscriptionRequired: defineError('SUBSCRIPTION_REQUIRED', 402),
  rateLimited: defineError('RATE_LIMITED', 429),
  tooManyOtps: defineError('OTP_RESEND_LIMIT', 429),
  statusCheckFailed: defineError('STATUS_CHECK_FAILED', 502),
  upstream: defineError('UPSTREAM_FAILED', 502),
};
