import { defineError } from '@grtv/kit';

/** The API's error catalogue: stable codes with their HTTP status. Messages come from the SPEC where it has one. */
export const ApiErrors = {
  badRequest: defineError('BAD_REQUEST', 400),
  statusCheckFailed: defineError('STATUS_CHECK_FAILED', 502),
  tooManyOtps: defineError('OTP_RESEND_LIMIT', 429),
  notReady: defineError('NOT_READY', 503),
};
