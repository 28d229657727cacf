import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import { ErrorMessages, type SessionResponse } from '@grtv/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, freshNumber, newTransactionId, stored } from './api-client';
import { startTestGrtv, type TestGrtv } from './start-test-grtv';
import { subscribeOverApi } from './subscribe-over-api';

const HE_NUMBER = '27825550199';

describe('the API refuses abuse with a clear error and changes nothing', () => {
  let grtv: TestGrtv;
  beforeAll(async () => {
    grtv = await startTestGrtv({ HE_MSISDN: HE_NUMBER });
  });
  afterAll(() => grtv?.dispose());
  const client = () => createApiClient(grtv.appUrl);

  it('refuses state-changing calls without the CSRF header, or with a wrong one', async () => {
    const api = client();
    await api.get('/api/csrf-token');
    for (const path of ['/api/subscribe', '/api/auth/signout', '/api/playlist/add', '/api/profile/feedback']) {
      const missing = await api.post(path, {});
      expect([path, missing.status, missing.body.code]).toEqual([path, 403, 'CSRF']);
      const wrong = await api.post(path, {}, { 'x-csrf-token': 'forged-token' });
      expect([path, wrong.status, wrong.body.code]).toEqual([path, 403, 'CSRF']);
    }
  });

  it('gives a new session id at sign-in, so a session planted before it is worthless (fixation)', async () => {
    const api = client();
    await api.get('/api/csrf-token');
    const planted = api.cookies.get('grtv_sid')!;
    await subscribeOverApi(api, grtv.carrierUrl, freshNumber());
    const after = api.cookies.get('grtv_sid')!;
    expect(after).not.toBe(planted);
    const attacker = createApiClient(grtv.appUrl, { headers: { cookie: `grtv_sid=${planted}` } });
    expect((await attacker.get<SessionResponse>('/api/auth/session')).body.user).toBeNull();
    expect((await api.get<SessionResponse>('/api/auth/session')).body.user).not.toBeNull();
  });

  it('ends the session at sign-out', async () => {
    const api = client();
    await subscribeOverApi(api, grtv.carrierUrl, freshNumber());
    const cookie = api.cookies.get('grtv_sid')!;
    api.resetCsrf();
    expect((await api.postWithCsrf('/api/auth/signout', {})).body).toEqual({ ok: true });
    const replay = createApiClient(grtv.appUrl, { headers: { cookie: `grtv_sid=${cookie}` } });
    expect((await replay.get<SessionResponse>('/api/auth/session')).body.user).toBeNull();
  });

  it('ignores a number header from an untrusted address, and believes the carrier proxy', async () => {
    const direct = await client().get('/api/auth/he', { 'x-msisdn': '27829999999' });
    expect(direct.body).toEqual({ he_token: null, msisdn_masked: null });
    const viaCarrier = await createApiClient(grtv.heProxyUrl!).get<{ he_token: string; msisdn_masked: string }>('/api/auth/he', { 'x-msisdn': '27829999999' });
    expect(viaCarrier.body.msisdn_masked).toBe('2782*****99');
    const check = await client().post('/api/auth/status_check', { transaction_id: newTransactionId(), he_msisdn: viaCarrier.body.he_token });
    expect(check.body).toMatchObject({ code: 'eligible', msisdn_masked: '2782*****99' });
    const [body, signature] = viaCarrier.body.he_token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ he: '27821111111', exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    void body;
    const refused = await client().post('/api/auth/status_check', { transaction_id: newTransactionId(), he_msisdn: forged });
    expect([refused.status, refused.body.message]).toEqual([400, 'Your network sign-in has expired. Please enter your number.']);
  });

  it('stops OTP brute force: tries per transaction are limited, and the carrier locks the OTP', async () => {
    const api = client();
    const number = freshNumber();
    const first = await subscribeOverApi(api, grtv.carrierUrl, number, { otp: '0000' });
    const wrong = first.otp === '1111' ? '2222' : '1111';
    const statuses: Array<number | string> = [first.body.status];
    for (let i = 0; i < 6; i++) {
      const attempt = await api.postWithCsrf('/api/subscribe', {
        transaction_id: first.transactionId,
        msisdn: number,
        service_key: 'VODACOMTIER2GRTVD',
        evina_token: (await api.post<{ t: string }>('/api/dcbprotect/getDCBProtectScript', { transaction_id: first.transactionId })).body.t,
        otp: wrong,
        to_cancel: 'no',
      });
      statuses.push(attempt.status === 200 ? String(attempt.body.status) : attempt.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(0, 5).every((s) => s === 'failed')).toBe(true);
    // Even the right OTP no longer works on this transaction: locked after three wrong tries.
    const late = await api.postWithCsrf('/api/subscribe', { transaction_id: first.transactionId, msisdn: number, service_key: 'VODACOMTIER2GRTVD', evina_token: 'x', otp: first.otp, to_cancel: 'no' });
    expect(late.status).toBe(429);
    expect(await createSandboxClient(grtv.carrierUrl).listSubscriptions(stored(number))).toEqual([]);
  });

  it('answers malformed and oversized bodies clearly, and an invalid OTP with the catalogue message', async () => {
    const api = client();
    const malformed = await api.post('/api/auth/status_check', '{"transaction_id":', { 'content-type': 'application/json' });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'BAD_JSON']);
    const huge = await api.post('/api/auth/status_check', { transaction_id: 'txn-e2e-big-00001', msisdn: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    const shortOtp = await api.postWithCsrf('/api/subscribe', { transaction_id: newTransactionId(), msisdn: freshNumber(), service_key: 'VODACOMTIER2GRTVD', otp: '12', to_cancel: 'no' });
    expect([shortOtp.status, shortOtp.body.message]).toEqual([400, ErrorMessages.invalidOtp]);
    const noPackage = await api.postWithCsrf('/api/subscribe', { transaction_id: newTransactionId(), msisdn: freshNumber(), service_key: '', otp: '1234', to_cancel: 'no' });
    expect([noPackage.status, noPackage.body.message]).toEqual([400, ErrorMessages.packageMissing]);
  });

  it('keeps the ops console behind its credentials', async () => {
    const number = freshNumber();
    await subscribeOverApi(client(), grtv.carrierUrl, number);
    expect((await client().get('/ops/subscribers')).status).toBe(401);
    expect((await client().get('/ops/queues', { authorization: `Basic ${Buffer.from('ops:wrong-password').toString('base64')}` })).status).toBe(401);
    const auth = { authorization: `Basic ${Buffer.from('ops:dev-only-change-me-ops-password').toString('base64')}` };
    const page = await client().get(`/ops/subscribers?msisdn=${number}`, auth);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('trial');
    // The number appears only in the search box the ops person typed it into.
    expect(String(page.body).replace(/<form[\s\S]*?<\/form>/, '')).not.toContain(stored(number));
    const json = await client().get<{ subscriptions: Array<{ status: string }>; events: Array<{ kind: string }> }>(`/ops/api/subscribers?msisdn=${number}`, auth);
    expect(json.body.subscriptions.map((s) => s.status)).toEqual(['trial']);
    // The whole story of the number, the request included (it has no subscription yet when made).
    expect(json.body.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['subscribe.requested', 'carrier.subscription_created', 'state.changed']));
    expect((await client().get('/ops/queues', auth)).status).toBe(200);
  });

  it('serves health, readiness and Prometheus metrics', async () => {
    expect((await client().get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await client().get('/readyz')).body).toMatchObject({ status: 'ready' });
    const metrics = String((await client().get('/metrics')).body);
    expect(metrics).toContain('grtv_http_request_seconds');
    expect(metrics).toContain('grtv_billing_jobs_total');
    // Earlier tests here subscribed: the carrier's latency was observed, per endpoint.
    expect(metrics).toMatch(/grtv_carrier_call_seconds_count\{endpoint="subscribe",outcome="ok"\} [1-9]/);
    expect(metrics).toMatch(/grtv_billing_jobs_total\{queue="subscribe",outcome="completed"\} [1-9]/);
  });
  // Last: it uses up this address's status-check allowance.
  it('limits status checks per address with a clear 429 and Retry-After', async () => {
    const api = createApiClient(grtv.appUrl);
    let limited = null;
    for (let i = 0; i < 40 && !limited; i++) {
      const answer = await api.post('/api/auth/status_check', { transaction_id: newTransactionId(), msisdn: '0812' });
      if (answer.status === 429) limited = answer;
    }
    expect(limited?.body.code).toBe('RATE_LIMITED');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

});
