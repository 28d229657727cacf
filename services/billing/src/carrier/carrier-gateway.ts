/**
 * The port through which GRTV talks to the carrier's DCB gateway (DESIGN: only services/billing
 * talks to the carrier). The HTTP adapter is `http-carrier-gateway.ts`; tests use the real
 * sandbox over HTTP.
 */
export interface NumberStatus {
  msisdn: string;
  serviceKey: string;
  subscribed: boolean;
  subscriptionId: string | null;
  contentBlock: boolean;
  barred: boolean;
  freeTrialEligible: boolean;
}

export interface ProtectScript {
  transactionId: string;
  script: string;
  token: string;
  expiresAt: string;
}

export interface OtpSent {
  transactionId: string;
  resendsLeft: number;
  expiresAt: string;
}

export interface CarrierSubscription {
  subscriptionId: string;
  transactionId: string;
  msisdn: string;
  serviceKey: string;
  status: 'active' | 'cancelled';
  freeTrial: boolean;
  trialEndsAt: string | null;
  createdAt: string;
  replayed: boolean;
}

export interface Charge {
  chargeId: string;
  transactionId: string;
  amountCents: number;
  status: 'charged' | 'failed';
  code?: string;
  chargedAt: string;
}

export interface ChargeLookup {
  transactionId: string;
  found: boolean;
  charges: Charge[];
}

export interface CreateSubscriptionRequest {
  transactionId: string;
  msisdn: string;
  serviceKey: string;
  protectToken: string;
  consent: 'otp' | 'header';
  otp?: string;
  contentBlockOverride?: boolean;
}

export interface CarrierGateway {
  numberStatus(msisdn: string, serviceKey: string): Promise<NumberStatus>;
  protectScript(transactionId: string): Promise<ProtectScript>;
  sendOtp(request: { transactionId: string; msisdn: string; serviceKey: string; purpose: 'subscribe' | 'signin' }): Promise<OtpSent>;
  verifyOtp(request: { transactionId: string; otp: string }): Promise<{ msisdn: string; purpose: string }>;
  createSubscription(request: CreateSubscriptionRequest): Promise<CarrierSubscription>;
  charge(request: { transactionId: string; subscriptionId: string; amountCents: number; description?: string }): Promise<Charge>;
  lookupCharge(transactionId: string): Promise<ChargeLookup>;
  cancelSubscription(subscriptionId: string, reason: string): Promise<void>;
}
