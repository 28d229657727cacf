import { ErrorMessages } from './error-catalogue';

/** Which screen a failed subscribe leads to: back to the OTP entry, or the error screen. */
export type SubscribeFailureKind = 'insufficient' | 'otp' | 'other';

export interface ClassifiedFailure {
  kind: SubscribeFailureKind;
  message: string;
}

/**
 * SPEC section 8: a description containing "insufficient" shows the airtime message; one that
 * mentions otp or "timed out" shows the OTP message; any other shows the server's description.
 */
export function classifySubscribeFailure(description: string | undefined | null): ClassifiedFailure {
  const text = (description ?? '').trim();
  const lower = text.toLowerCase();
  if (lower.includes('insufficient')) return { kind: 'insufficient', message: ErrorMessages.insufficientAirtime };
  if (lower.includes('otp') || lower.includes('timed out')) return { kind: 'otp', message: ErrorMessages.otpFailed };
  return { kind: 'other', message: text || ErrorMessages.unexpected };
}
