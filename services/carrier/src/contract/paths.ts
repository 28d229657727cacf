/** The gateway's paths, so a client never retypes them. Numbers are in stored form. */
export const GatewayPaths = {
  numberStatus: (msisdn: string) => `/v1/numbers/${encodeURIComponent(msisdn)}/status`,
  contentBlock: (msisdn: string) => `/v1/numbers/${encodeURIComponent(msisdn)}/content-block`,
  protectScript: '/v1/protect/script',
  otp: '/v1/otp',
  otpVerify: '/v1/otp/verify',
  subscriptions: '/v1/subscriptions',
  subscription: (subscriptionId: string) => `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`,
  cancelSubscription: (subscriptionId: string) => `/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`,
  charges: '/v1/charges',
  chargeLookup: (transactionId: string) => `/v1/charges/${encodeURIComponent(transactionId)}`,
} as const;

/** The sandbox's control paths (fixed in DESIGN.md "Interfaces others rely on"). */
export const SandboxPaths = {
  page: '/sandbox',
  inbox: (msisdn: string) => `/sandbox/sms/${encodeURIComponent(msisdn)}`,
  number: (msisdn: string) => `/sandbox/numbers/${encodeURIComponent(msisdn)}`,
  charges: '/sandbox/charges',
  subscriptions: '/sandbox/subscriptions',
  notifications: '/sandbox/notifications',
  faults: '/sandbox/faults',
  mo: '/sandbox/mo',
  reset: '/sandbox/reset',
} as const;
