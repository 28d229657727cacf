import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY, protectToken, requestOtp, subscribeByOtp, subscribed, WEEKLY } from '../testing/gateway-flow';
import { startTestCarrier, testNumber, testTransactionId, type TestCarrier } from '../testing/start-test-carrier';

let carrier: TestCarrier;
beforeAll(async () => {
  carrier = await startTestCarrier();
});
afterAll(() => carrier.close());
beforeEach(() => carrier.sandbox.reset());

const create = (body: Record<string, unknown>) => carrier.call('POST', '/v1/subscriptions', body);

/** A transaction with a protect token and (for OTP consent) an OTP in the inbox. */
async function prepared(msisdn: string, serviceKey = DAILY) {
  const transaction_id = testTransactionId();
  const protect_token = await protectToken(carrier, transaction_id);
  const otp = await requestOtp(carrier, msisdn, serviceKey, transaction_id);
  return { transaction_id, msisdn, service_key: serviceKey, protect_token, consent: 'otp', otp };
}

describe('POST /v1/subscriptions', () => {
  it('creates an active subscription with the first day free and charges nothing', async () => {
    const msisdn = testNumber();
    const answer = await subscribeByOtp(carrier, msisdn);
    expect(answer.status).toBe(200);
    const sub = answer.body;
    expect(sub).toMatchObject({ msisdn, service_key: DAILY, status: 'active', free_trial: true, replayed: false, consent: 'otp', ended_reason: null });
    expect(Date.parse(sub.trial_ends_at as string) - Date.parse(sub.created_at)).toBe(24 * 60 * 60 * 1000);
    expect(await carrier.sandbox.listCharges(msisdn)).toEqual([]);
    expect((await carrier.sandbox.getNumber(msisdn)).balance_cents).toBe(5000);
    expect((await carrier.sandbox.readInbox(msisdn)).at(-1)?.text).toBe(
      'You are subscribed to GRTV Daily. Your first day is free, then R5/day. Reply STOP to cancel.',
    );
  });

  it('gives the free trial once per number per service key', async () => {
    const msisdn = testNumber();
    const first = await subscribed(carrier, msisdn, DAILY);
    expect(first.free_trial).toBe(true);
    await carrier.call('POST', `/v1/subscriptions/${first.subscription_id}/cancel`, {});
    const status = await carrier.call('GET', `/v1/numbers/${msisdn}/status?service_key=${DAILY}`);
    expect(status.body.free_trial_eligible).toBe(false);

    const again = await subscribed(carrier, msisdn, DAILY);
    expect(again).toMatchObject({ free_trial: false, trial_ends_at: null });
    // Another service key of the same number still has its free day; another number too.
    expect((await subscribed(carrier, msisdn, WEEKLY)).free_trial).toBe(true);
    expect((await subscribed(carrier, testNumber(), DAILY)).free_trial).toBe(true);
  });

  it('gives no free day to a number set up as having used it (sandbox control for load runs)', async () => {
    const msisdn = testNumber();
    expect((await carrier.sandbox.setNumber(msisdn, { free_trial_used: true })).free_trial_used).toBe(true);
    const status = await carrier.call('GET', `/v1/numbers/${msisdn}/status?service_key=${WEEKLY}`);
    expect(status.body.free_trial_eligible).toBe(false);
    expect(await subscribed(carrier, msisdn, WEEKLY)).toMatchObject({ free_trial: false, trial_ends_at: null });
  });

  it('is idempotent on transaction_id: a retry answers the same subscription with replayed: true', async () => {
    const msisdn = testNumber();
    const body = await prepared(msisdn);
    const first = await create(body);
    const retry = await create(body);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ ...first.body, replayed: true });
    expect(await carrier.sandbox.listSubscriptions(msisdn)).toHaveLength(1);
  });

  it('refuses a replayed transaction_id for another number', async () => {
    const body = await prepared(testNumber());
    await create(body);
    const answer = await create({ ...body, msisdn: testNumber() });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('TRANSACTION_REUSED');
  });

  it('answers 409 ALREADY_SUBSCRIBED with the subscription id for another transaction', async () => {
    const msisdn = testNumber();
    const first = await subscribed(carrier, msisdn);
    const transaction_id = testTransactionId();
    const answer = await create({ transaction_id, msisdn, service_key: DAILY, protect_token: await protectToken(carrier, transaction_id), consent: 'header' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 'ALREADY_SUBSCRIBED', description: 'Number is already subscribed to this service', subscription_id: first.subscription_id });
  });

  it('refuses a missing, wrong, foreign or expired protect token', async () => {
    const msisdn = testNumber();
    const body = await prepared(msisdn);
    const otherToken = await protectToken(carrier, testTransactionId());
    for (const protect_token of [undefined, 'nonsense', otherToken, `${body.protect_token.slice(0, -2)}xx`]) {
      const answer = await create({ ...body, protect_token });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('PROTECT_FAILED');
    }
    carrier.clock.advance(15 * 60 * 1000);
    expect((await create(body)).body.code).toBe('PROTECT_FAILED');
    expect(await carrier.sandbox.listSubscriptions(msisdn)).toEqual([]);
  });

  it('checks the OTP: wrong, missing, timed out, or sent for another number', async () => {
    const msisdn = testNumber();
    const body = await prepared(msisdn);
    const wrong = await create({ ...body, otp: body.otp === '0000' ? '0001' : '0000' });
    expect(wrong.body).toMatchObject({ code: 'INVALID_OTP', description: 'Invalid OTP', tries_left: 2 });
    expect((await create({ ...body, otp: undefined })).body.code).toBe('OTP_REQUIRED');

    const unsent = testTransactionId();
    expect((await create({ ...body, transaction_id: unsent, protect_token: await protectToken(carrier, unsent) })).body.code).toBe('OTP_NOT_SENT');

    const other = await prepared(testNumber());
    expect((await create({ ...other, msisdn })).body.code).toBe('OTP_MISMATCH');

    carrier.clock.advance(300_000);
    expect((await create(body)).body).toEqual({ code: 'OTP_EXPIRED', description: 'OTP timed out' });
    expect(await carrier.sandbox.listSubscriptions(msisdn)).toEqual([]);
  });

  it('takes a header-enriched number without an OTP', async () => {
    const msisdn = testNumber();
    const transaction_id = testTransactionId();
    const answer = await create({ transaction_id, msisdn, service_key: DAILY, protect_token: await protectToken(carrier, transaction_id), consent: 'header' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ consent: 'header', status: 'active' });
  });

  it('refuses a barred number', async () => {
    const msisdn = testNumber();
    const body = await prepared(msisdn);
    await carrier.sandbox.setNumber(msisdn, { barred: true });
    const answer = await create(body);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 'BARRED', description: 'Number is barred from premium services' });
  });

  it('refuses a content-blocked number, and the override opts in for that service key only', async () => {
    const msisdn = testNumber();
    await carrier.sandbox.setNumber(msisdn, { content_block: true });
    const body = await prepared(msisdn);
    const refused = await create(body);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'CONTENT_BLOCKED', description: 'Content block is active on this number' });
    expect((await carrier.sandbox.getNumber(msisdn)).content_allowed).toEqual([]);

    const accepted = await create({ ...body, content_block_override: true });
    expect(accepted.status).toBe(200);
    expect((await carrier.sandbox.getNumber(msisdn)).content_allowed).toEqual([DAILY]);
    const daily = await carrier.call('GET', `/v1/numbers/${msisdn}/status?service_key=${DAILY}`);
    const weekly = await carrier.call('GET', `/v1/numbers/${msisdn}/status?service_key=${WEEKLY}`);
    expect(daily.body.content_block).toBe(false);
    expect(weekly.body.content_block).toBe(true);
    expect((await subscribeByOtp(carrier, msisdn, WEEKLY)).body.code).toBe('CONTENT_BLOCKED');
  });

  it('refuses an unknown service key with 400', async () => {
    const msisdn = testNumber();
    const transaction_id = testTransactionId();
    const answer = await create({ transaction_id, msisdn, service_key: 'NOPE', protect_token: await protectToken(carrier, transaction_id), consent: 'header' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'UNKNOWN_SERVICE_KEY', description: 'Unknown service key' });
  });
});

describe('subscription look-up and cancel', () => {
  it('shows the subscription, cancels it once, and keeps the first reason on a repeat', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    const got = await carrier.call('GET', `/v1/subscriptions/${sub.subscription_id}`);
    expect(got.body).toMatchObject({ subscription_id: sub.subscription_id, status: 'active', ended_reason: null });

    const cancel = await carrier.call('POST', `/v1/subscriptions/${sub.subscription_id}/cancel`, { reason: 'user_unsubscribed' });
    expect(cancel.body).toMatchObject({ subscription_id: sub.subscription_id, status: 'cancelled', ended_reason: 'user_unsubscribed' });
    const repeat = await carrier.call('POST', `/v1/subscriptions/${sub.subscription_id}/cancel`);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(cancel.body);

    const after = await carrier.call('GET', `/v1/subscriptions/${sub.subscription_id}`);
    expect(after.body).toMatchObject({ status: 'cancelled', ended_reason: 'user_unsubscribed' });
    const status = await carrier.call('GET', `/v1/numbers/${msisdn}/status?service_key=${DAILY}`);
    expect(status.body).toMatchObject({ subscribed: false, subscription_id: null });
    // The merchant asked: the merchant is not notified of its own cancel.
    expect(await carrier.sandbox.listNotifications()).toEqual([]);
  });

  it('answers 404 for an unknown subscription', async () => {
    expect((await carrier.call('GET', '/v1/subscriptions/sub_nope')).body.code).toBe('UNKNOWN_SUBSCRIPTION');
    expect((await carrier.call('POST', '/v1/subscriptions/sub_nope/cancel')).status).toBe(404);
  });
});

describe('numbers', () => {
  it('reports status and records a content opt-in through PUT content-block', async () => {
    const msisdn = testNumber();
    await carrier.sandbox.setNumber(msisdn, { content_block: true });
    const before = await carrier.call('GET', `/v1/numbers/${msisdn}/status?service_key=${WEEKLY}`);
    expect(before.body).toEqual({
      msisdn,
      service_key: WEEKLY,
      subscribed: false,
      subscription_id: null,
      content_block: true,
      barred: false,
      free_trial_eligible: true,
    });
    const put = await carrier.call('PUT', `/v1/numbers/${msisdn}/content-block`, { service_key: WEEKLY, allow: true });
    expect(put.body).toEqual({ msisdn, service_key: WEEKLY, content_block: false });
    expect((await carrier.call('GET', `/v1/numbers/${msisdn}/status?service_key=${WEEKLY}`)).body.content_block).toBe(false);
    expect((await carrier.call('GET', `/v1/numbers/${msisdn}/status?service_key=${DAILY}`)).body.content_block).toBe(true);
  });
});
