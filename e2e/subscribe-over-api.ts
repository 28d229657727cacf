import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import type { SubscribeResponse } from '@grtv/machines';
import { newTransactionId, stored, type ApiAnswer, type ApiClient } from './api-client';

/**
 * A person's whole subscribe over the API, as the web app makes it: status check, package and
 * OTP request, the OTP read from the sandbox inbox, the anti-fraud token, then subscribe.
 */
export async function subscribeOverApi(
  client: ApiClient,
  carrierUrl: string,
  typedNumber: string,
  options: { serviceKey?: string; otp?: string; transactionId?: string } = {},
): Promise<ApiAnswer<SubscribeResponse> & { transactionId: string; otp: string }> {
  const transactionId = options.transactionId ?? newTransactionId();
  const serviceKey = options.serviceKey ?? 'VODACOMTIER2GRTVD';
  const since = new Date();
  const asked = await client.post('/api/auth/status_check', { transaction_id: transactionId, msisdn: typedNumber, service_key: serviceKey });
  if (asked.status !== 200 || asked.body.code !== 'otp_sent') throw new Error(`status check answered ${asked.status} ${JSON.stringify(asked.body)}`);
  const otp = await createSandboxClient(carrierUrl).waitForOtp(stored(typedNumber), { since });
  const protect = await client.post<{ t: string }>('/api/dcbprotect/getDCBProtectScript', { transaction_id: transactionId });
  const answer = await client.postWithCsrf<SubscribeResponse>('/api/subscribe', {
    transaction_id: transactionId,
    msisdn: typedNumber,
    service_key: serviceKey,
    evina_token: protect.body.t,
    otp: options.otp ?? otp,
    free_id: null,
    contentblock_override: false,
    to_cancel: 'no',
  });
  return { ...answer, transactionId, otp };
}
