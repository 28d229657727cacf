/**
 * What the API asks the carrier while a person waits (status, OTP, anti-fraud script). The
 * billing service implements it (DESIGN: only billing talks to the carrier); the API only
 * depends on this shape.
 */
export interface CarrierNumberStatus {
  subscribed: boolean;
  contentBlock: boolean;
  barred: boolean;
  freeTrialEligible: boolean;
}

export interface CarrierQueries {
  numberStatus(msisdn: string, serviceKey: string): Promise<CarrierNumberStatus>;
  sendOtp(request: { transactionId: string; msisdn: string; serviceKey: string; purpose: 'subscribe' | 'signin' }): Promise<{ resendsLeft: number }>;
}

/** A failed carrier query, as the API needs to tell it apart. */
export interface CarrierQueryFailure {
  /** `final`: the carrier said no (e.g. the resend limit); anything else: it could not answer. */
  kind: 'final' | 'transient' | 'unknown';
  code: string;
  description: string;
}

export function isCarrierQueryFailure(error: unknown): error is CarrierQueryFailure {
  return typeof error === 'object' && error !== null && 'kind' in error && 'code' in error && 'description' in error;
}
