import type { CarrierGateway, NumberStatus, OtpSent, ProtectScript } from '../carrier/carrier-gateway';

/**
 * The carrier calls a person waits on (status, OTP, anti-fraud script, OTP check), for the API.
 * They go straight to the gateway rather than through a queue: nothing is charged, and a person
 * is waiting. Failures reject with the gateway's CarrierError (kind, code, description).
 */
export interface CarrierQueries {
  numberStatus(msisdn: string, serviceKey: string): Promise<NumberStatus>;
  sendOtp(request: { transactionId: string; msisdn: string; serviceKey: string; purpose: 'subscribe' | 'signin' }): Promise<OtpSent>;
  /** Checks a sign-in OTP; resolves with the number it was sent to. */
  verifyOtp(request: { transactionId: string; otp: string }): Promise<{ msisdn: string; purpose: string }>;
  protectScript(transactionId: string): Promise<ProtectScript>;
}

export function createCarrierQueries(gateway: CarrierGateway): CarrierQueries {
  return {
    numberStatus: (msisdn, serviceKey) => gateway.numberStatus(msisdn, serviceKey),
    sendOtp: (request) => gateway.sendOtp(request),
    verifyOtp: (request) => gateway.verifyOtp(request),
    protectScript: (transactionId) => gateway.protectScript(transactionId),
  };
}
