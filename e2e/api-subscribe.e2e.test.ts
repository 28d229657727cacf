import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import { ErrorMessages, type SessionResponse } from '@grtv/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, freshNumber, newTransactionId, stored } from './api-client';
import { startTestGrtv, type TestGrtv } from './start-test-grtv';
import { subscribeOverApi } from './subscribe-over-api';

describe('the API over real HTTP: subscribe, session, profile, My List, watching, ending', () => {
  let grtv: TestGrtv;
  beforeAll(async () => {
    grtv = await startTestGrtv({ SUBSCRIBE_WAIT_MS: '1500' });
  });
  afterAll(() => grtv?.dispose());

  const client = () => createApiClient(grtv.appUrl);
  const sandbox = () => createSandboxClient(grtv.carrierUrl);

  it('answers every status-check mistake with the catalogue message and changes nothing', async () => {
    const api = client();
    const cases: Array<[unknown, string]> = [
      [{ transaction_id: 'txn-e2e-00000001', msisdn: '0812' }, ErrorMessages.invalidNumber],
      [{ msisdn: '0821234567' }, ErrorMessages.missingTransactionId],
      [{ transaction_id: 'txn-e2e-00000002' }, ErrorMessages.missingMsisdn],
      [{ transaction_id: 'txn-e2e-00000003', msisdn: '0821234567', service_key: 'NOPE' }, ErrorMessages.packageMissing],
    ];
    for (const [body, message] of cases) {
      const answer = await api.post('/api/auth/status_check', body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect((await sandbox().readInbox('27821234567')).length).toBe(0);
  });

  it('answers a carrier outage during the status check with the SPEC message (502), and throttling with its wait', async () => {
    const api = client();
    await sandbox().setFaults({ endpoints: { status: { error_rate: 1 } } });
    try {
      const down = await api.post('/api/auth/status_check', { transaction_id: newTransactionId(), msisdn: freshNumber() });
      expect([down.status, down.body.message]).toEqual([502, ErrorMessages.statusCheckFailed]);
    } finally {
      await sandbox().clearFaults();
    }
    const number = freshNumber();
    const transactionId = newTransactionId();
    for (let i = 0; i < 4; i++) await api.post('/api/auth/status_check', { transaction_id: transactionId, msisdn: number, service_key: 'VODACOMTIER2GRTVD' });
    const tooMany = await api.post('/api/auth/status_check', { transaction_id: transactionId, msisdn: number, service_key: 'VODACOMTIER2GRTVD' });
    expect([tooMany.status, tooMany.body.code]).toEqual([429, 'OTP_RESEND_LIMIT']);
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('subscribes a person with the first day free and signs them in', async () => {
    const api = client();
    const number = freshNumber();
    const eligible = await api.post('/api/auth/status_check', { transaction_id: newTransactionId(), msisdn: number });
    expect(eligible.body).toMatchObject({ code: 'eligible', hasFreeTrial: true, contentBlockStatus: false });
    expect((eligible.body.packages as unknown[]).length).toBe(3);

    const subscribed = await subscribeOverApi(api, grtv.carrierUrl, number);
    expect(subscribed.body).toMatchObject({ status: 'success', package_id: 'p-grtv-daily-c-01' });
    const session = (await api.get<SessionResponse>('/api/auth/session')).body;
    expect(session.user).toMatchObject({ msisdn_masked: `${stored(number).slice(0, 4)}*****${number.slice(-2)}`, package_id: 'p-grtv-daily-c-01' });
    const profile = await api.post('/api/profile', { user_id: session.user!.user_id });
    expect(profile.body.profile).toMatchObject({ msisdn: stored(number), user_id: session.user!.user_id });
    expect((await api.post('/api/auth/status', { msisdn: number })).body).toEqual({ status: 'trial' });
    expect(await sandbox().listCharges(stored(number))).toEqual([]);
  });

  it('refuses a wrong OTP with words the app shows as the OTP message, then takes the right one', async () => {
    const api = client();
    const number = freshNumber();
    const wrong = await subscribeOverApi(api, grtv.carrierUrl, number, { otp: '0000' });
    expect(wrong.body.status).toBe('failed');
    expect(wrong.body.description.toLowerCase()).toContain('otp');
    const right = await api.postWithCsrf('/api/subscribe', {
      transaction_id: wrong.transactionId,
      msisdn: number,
      service_key: 'VODACOMTIER2GRTVD',
      evina_token: (await api.post<{ t: string }>('/api/dcbprotect/getDCBProtectScript', { transaction_id: wrong.transactionId })).body.t,
      otp: wrong.otp,
      to_cancel: 'no',
    });
    expect(right.body.status).toBe('success');
  });

  it('answers pending when the carrier is slower than the wait, and the poll then signs the person in', async () => {
    const api = client();
    const number = freshNumber();
    await sandbox().setFaults({ endpoints: { subscribe: { latency_ms: 3000 } } });
    try {
      const first = await subscribeOverApi(api, grtv.carrierUrl, number);
      expect(first.body.status).toBe('pending');
      const stranger = client();
      await stranger.get('/api/csrf-token');
      expect((await stranger.post('/api/subscribe/outcome', { transaction_id: first.transactionId })).status).toBe(404);
      // Still with the carrier: the owner's poll answers pending, not "unknown".
      expect((await api.post('/api/subscribe/outcome', { transaction_id: first.transactionId })).body.status).toBe('pending');
      await expect
        .poll(async () => (await api.post('/api/subscribe/outcome', { transaction_id: first.transactionId })).body.status, { timeout: 15_000, interval: 250 })
        .toBe('success');
      expect((await api.get<SessionResponse>('/api/auth/session')).body.user).not.toBeNull();
    } finally {
      await sandbox().clearFaults();
    }
  });

  it('gives a subscriber a signed stream that plays through /media, and a visitor 401', async () => {
    const api = client();
    await subscribeOverApi(api, grtv.carrierUrl, freshNumber());
    const found = await api.post<{ results: Array<{ type: string; slug: string }> }>('/api/search/videos', { text: 'a', limit: 1 });
    const slug = found.body.results[0]!.slug;
    const stream = await api.post<{ url: string; live: boolean }>('/api/media/stream', { kind: 'video', slug });
    expect(stream.status).toBe(200);
    expect(stream.body.url).toMatch(/^\/media\/s\/\d+\/[A-Za-z0-9_-]+\/.+\/master\.m3u8$/);
    const playlist = await api.get(stream.body.url);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toContain('mpegurl');
    expect(String(playlist.body)).toContain('#EXT-X-STREAM-INF');
    const visitor = client();
    expect((await visitor.post('/api/media/stream', { kind: 'video', slug })).status).toBe(401);
  });

  it('keeps My List per user: another user can neither see nor remove it', async () => {
    const alice = client();
    const bob = client();
    await subscribeOverApi(alice, grtv.carrierUrl, freshNumber());
    await subscribeOverApi(bob, grtv.carrierUrl, freshNumber());
    const found = await alice.post<{ results: Array<{ id: string }> }>('/api/search/videos', { text: 'a', limit: 1 });
    const item = { video_id: found.body.results[0]!.id };
    expect((await alice.postWithCsrf('/api/playlist/add', item)).status).toBe(200);
    expect((await alice.post('/api/playlist/status', item)).body).toEqual({ status: true });
    expect((await bob.post('/api/playlist/status', item)).body).toEqual({ status: false });
    expect(((await bob.post<{ videos: unknown[] }>('/api/playlist', { page: 1, limit: 20 })).body.videos ?? []).length).toBe(0);
    await bob.postWithCsrf('/api/playlist/remove', item);
    expect((await alice.post('/api/playlist/status', item)).body).toEqual({ status: true });
    expect(((await alice.post<{ videos: unknown[] }>('/api/playlist', { page: 1, limit: 20 })).body.videos).length).toBe(1);
    expect((await client().post('/api/playlist', { page: 1, limit: 20 })).status).toBe(401);
  });

  it("refuses another user's profile and ratings (IDOR) whatever the body says", async () => {
    const alice = client();
    const bob = client();
    await subscribeOverApi(alice, grtv.carrierUrl, freshNumber());
    await subscribeOverApi(bob, grtv.carrierUrl, freshNumber());
    const aliceId = (await alice.get<SessionResponse>('/api/auth/session')).body.user!.user_id;
    const aliceProfile = (await alice.post<{ profile: { rating_id: string } }>('/api/profile', { user_id: aliceId })).body.profile;
    expect((await bob.post('/api/profile', { user_id: aliceId })).status).toBe(403);
    expect((await bob.post('/api/profile/ratings', { id: aliceProfile.rating_id })).status).toBe(403);
    expect((await alice.postWithCsrf('/api/profile/feedback', { experience: 5, comment_type: 'content', comment: 'Lekker' })).status).toBe(200);
    expect((await alice.post<{ ratings: Array<{ rating: number }> }>('/api/profile/ratings', { id: aliceProfile.rating_id })).body.ratings.map((r) => r.rating)).toEqual([5]);
    const bad = await alice.postWithCsrf('/api/profile/feedback', { experience: 9, comment_type: 'content' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Rate your experience from 1 to 5.']);
  });

  it('lets a subscriber end only their own subscription', async () => {
    const api = client();
    const number = freshNumber();
    await subscribeOverApi(api, grtv.carrierUrl, number);
    expect((await api.postWithCsrf('/api/subscribe/unsubscribe', { msisdn: freshNumber() })).status).toBe(403);
    expect((await api.postWithCsrf('/api/subscribe/unsubscribe', { msisdn: number })).body).toEqual({ is_subscribed: false });
    await expect.poll(async () => (await api.post('/api/auth/status', { msisdn: number })).body.status, { timeout: 10_000 }).toBe('none');
  });

  it('ends the subscription when the subscriber texts STOP (the carrier signs a webhook to the API)', async () => {
    const api = client();
    const number = freshNumber();
    await subscribeOverApi(api, grtv.carrierUrl, number);
    await sandbox().sendMo(stored(number), 'STOP');
    await expect.poll(async () => (await api.post('/api/auth/status', { msisdn: number })).body.status, { timeout: 10_000 }).toBe('none');
    const forged = await client().post('/api/carrier/notifications', { event_id: 'x', type: 'subscription.stopped' });
    expect(forged.status).toBe(401);
  });

  it('signs a returning subscriber in on a new phone only with the OTP', async () => {
    const first = client();
    const number = freshNumber();
    await subscribeOverApi(first, grtv.carrierUrl, number);
    const phone = client();
    const transactionId = newTransactionId();
    const check = await phone.post('/api/auth/status_check', { transaction_id: transactionId, msisdn: number });
    expect(check.body.code).toBe('subscribed');
    const since = new Date();
    expect((await phone.postWithCsrf('/api/auth/signin/otp', { transaction_id: transactionId, msisdn: number })).body).toMatchObject({ sent: true });
    const otp = await sandbox().waitForOtp(stored(number), { since });
    const wrong = await phone.postWithCsrf('/api/auth/callback/otp', { transaction_id: transactionId, otp: otp === '0000' ? '1111' : '0000' });
    expect([wrong.status, wrong.body.message]).toEqual([400, ErrorMessages.otpFailed]);
    expect((await phone.get<SessionResponse>('/api/auth/session')).body.user).toBeNull();
    const right = await phone.postWithCsrf<SessionResponse>('/api/auth/callback/otp', { transaction_id: transactionId, otp });
    expect(right.body.user).toMatchObject({ package_id: 'p-grtv-daily-c-01' });
  });

  it('records a decline and charges nothing', async () => {
    const api = client();
    const number = freshNumber();
    const transactionId = newTransactionId();
    await api.post('/api/auth/status_check', { transaction_id: transactionId, msisdn: number, service_key: 'VODACOMTIER2GRTVW' });
    const declined = await api.postWithCsrf('/api/subscribe', { transaction_id: transactionId, msisdn: number, service_key: 'VODACOMTIER2GRTVW', to_cancel: 'yes' });
    expect(declined.body).toMatchObject({ status: 'cancelled' });
    expect(await sandbox().listCharges(stored(number))).toEqual([]);
    expect(await sandbox().listSubscriptions(stored(number))).toEqual([]);
  });
});
