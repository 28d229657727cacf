import type { SandboxClient } from '@grtv/carrier/sandbox-client';
import { createApiClient, type ApiAnswer, type ApiClient } from '@grtv/kit/testing';
import type { SubscribeResponse } from '@grtv/machines';
import { retrying, sleep } from './retrying';

/** Who subscribes: a stored-form number (`27` + 9 digits) and the attempt's transaction id. */
export interface SubscribeAttempt {
  msisdn: string;
  transactionId: string;
  /** Send the subscribe request twice at once (a double tap). */
  double?: boolean;
}

export interface SubscribeOnceOptions {
  /** The phone's client (keeps its cookies, e.g. to hand the session to a browser); a fresh one by default. */
  api?: ApiClient;
  /** How often a pending answer is polled, in ms (default 500). */
  pollMs?: number;
}

/**
 * One person subscribing through the API (daily package, OTP read from the sandbox inbox,
 * anti-fraud token), tapping again (same transaction) whenever the app could not answer, and
 * polling a pending answer until it is decided. Returns the final status.
 */
export async function subscribeOnce(appUrl: string, sandbox: SandboxClient, attempt: SubscribeAttempt, options: SubscribeOnceOptions = {}): Promise<string> {
  const api = options.api ?? createApiClient(appUrl);
  const typed = `0${attempt.msisdn.slice(2)}`;
  const since = new Date(Date.now() - 1000);
  await retrying(() => api.get('/api/csrf-token'));
  await retrying(() => api.post('/api/auth/status_check', { transaction_id: attempt.transactionId, msisdn: typed, service_key: 'VODACOMTIER2GRTVD' }));
  const otp = await sandbox.waitForOtp(attempt.msisdn, { since, timeoutMs: 60_000, intervalMs: 200 });
  const protect = await retrying(() => api.post<{ t: string }>('/api/dcbprotect/getDCBProtectScript', { transaction_id: attempt.transactionId }));
  const body = {
    transaction_id: attempt.transactionId,
    msisdn: typed,
    service_key: 'VODACOMTIER2GRTVD',
    evina_token: protect.body.t,
    otp,
    contentblock_override: false,
    to_cancel: 'no',
  };
  const submit = () => retrying(() => api.postWithCsrf<SubscribeResponse>('/api/subscribe', body));
  let answer: ApiAnswer<SubscribeResponse> = attempt.double ? (await Promise.all([submit(), submit()]))[0]! : await submit();
  const deadline = Date.now() + 5 * 60_000;
  while (answer.body.status === 'pending' && Date.now() < deadline) {
    await sleep(options.pollMs ?? 500);
    answer = await retrying(() => api.post<SubscribeResponse>('/api/subscribe/outcome', { transaction_id: attempt.transactionId }));
  }
  // Anything but a subscribe answer is reported as it came (status and code), never hidden.
  return answer.body.status ?? `http ${answer.status} ${(answer.body as unknown as { code?: string }).code ?? ''}`.trim();
}
