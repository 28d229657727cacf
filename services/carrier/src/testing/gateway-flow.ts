import type { CreateSubscriptionResponse } from '../contract';
import { testTransactionId, type GatewayAnswer, type TestCarrier } from './start-test-carrier';

export const DAILY = 'VODACOMTIER2GRTVD';
export const WEEKLY = 'VODACOMTIER2GRTVW';

/** The protect token of a transaction, as a merchant gets it. */
export async function protectToken(carrier: TestCarrier, transactionId: string): Promise<string> {
  const answer = await carrier.call('POST', '/v1/protect/script', { transaction_id: transactionId });
  if (answer.status !== 200) throw new Error(`protect script failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** Asks for an OTP and reads it from the number's inbox, as a person would. */
export async function requestOtp(carrier: TestCarrier, msisdn: string, serviceKey: string, transactionId: string, purpose: 'subscribe' | 'signin' = 'subscribe'): Promise<string> {
  const since = new Date(carrier.clock.now());
  const answer = await carrier.call('POST', '/v1/otp', { transaction_id: transactionId, msisdn, service_key: serviceKey, purpose });
  if (answer.status !== 200) throw new Error(`otp failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return carrier.sandbox.waitForOtp(msisdn, { since, timeoutMs: 2000 });
}

/** The whole subscribe flow by OTP; returns the gateway's answer to the subscription call. */
export async function subscribeByOtp(
  carrier: TestCarrier,
  msisdn: string,
  serviceKey = DAILY,
  extra: Record<string, unknown> = {},
): Promise<GatewayAnswer> {
  const transactionId = testTransactionId('sub');
  const token = await protectToken(carrier, transactionId);
  const otp = await requestOtp(carrier, msisdn, serviceKey, transactionId);
  return carrier.call('POST', '/v1/subscriptions', { transaction_id: transactionId, msisdn, service_key: serviceKey, protect_token: token, consent: 'otp', otp, ...extra });
}

/** Subscribes and fails loudly when it does not work; returns the subscription. */
export async function subscribed(carrier: TestCarrier, msisdn: string, serviceKey = DAILY): Promise<CreateSubscriptionResponse> {
  const answer = await subscribeByOtp(carrier, msisdn, serviceKey);
  if (answer.status !== 200) throw new Error(`subscribe failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
