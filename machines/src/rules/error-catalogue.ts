/**
 * The messages a person sees, exactly as SPEC section 8 words them. Every layer (screens, API,
 * workers) takes its wording from here, never retypes it.
 */
export const ErrorMessages = {
  invalidNumber: 'Please enter a valid Vodacom Number in the specified format.',
  statusCheckFailed: 'There was an issue checking your subscription status.',
  invalidOtp: 'invalid OTP',
  packageMissing: 'Selected Package missing, please try subscribing again.',
  insufficientAirtime: 'You have insufficient airtime to subscribe.',
  /** The SPEC names this case (description mentions otp or timed out) but not its words. */
  otpFailed: 'The OTP is incorrect or has expired. Please check your SMS and try again, or tap Resend OTP.',
  unexpected: 'An error occurred. Please try again or contact support.',
  missingTransactionId: 'CheckStatus: Missing transaction_id',
  missingMsisdn: 'CheckStatus: Missing msisdn',
} as const;

export type ErrorMessage = (typeof ErrorMessages)[keyof typeof ErrorMessages];

/** Notices the flow shows that are not errors. */
export const Notices = {
  otpResent: 'A new OTP has been sent to your number.',
  /** A subscribe the carrier has not confirmed within the polling window: it is not lost. */
  subscribeStillPending:
    'We are still confirming your subscription with Vodacom. You will get an SMS when it is done, and can then sign in with your number.',
} as const;
