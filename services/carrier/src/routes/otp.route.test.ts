import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY, requestOtp, subscribed, WEEKLY } from '../testing/gateway-flow';
import { startTestCarrier, testNumber, testTransactionId, type TestCarrier } from '../testing/start-test-carrier';

let carrier: TestCarrier;
beforeAll(async () => {
  carrier = await startTestCarrier();
});
afterAll(() => carrier.close());
beforeEach(() => carrier.sandbox.reset());

const wrong = (otp: string) => String((Number(otp) + 1) % 10_000).padStart(4, '0');
const verify = (transactionId: string, otp: string) => carrier.call('POST', '/v1/otp/verify', { transaction_id: transactionId, otp });
const send = (transactionId: string, msisdn: string, serviceKey = DAILY, purpose = 'subscribe') =>
  carrier.call('POST', '/v1/otp', { transaction_id: transactionId, msisdn, service_key: serviceKey, purpose });

describe('POST /v1/otp', () => {
  it('texts a 4-digit OTP that names the service, the price and the free day', async () => {
    const msisdn = testNumber();
    const txn = testTransactionId();
    const answer = await send(txn, msisdn);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ transaction_id: txn, sent: true, resends_left: 3 });
    expect(Date.parse(answer.body.expires_at) - carrier.clock.now()).toBe(300_000);
    const [sms] = await carrier.sandbox.readInbox(msisdn);
    expect(sms?.otp).toMatch(/^\d{4}$/);
    expect(sms?.text).toBe(`Your GRTV Daily OTP is ${sms?.otp}. R5/day, first day free. Valid 5 min.`);
  });

  it('leaves out "first day free" for a number that already had that service', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn, WEEKLY);
    await carrier.call('POST', `/v1/subscriptions/${sub.subscription_id}/cancel`, {});
    await requestOtp(carrier, msisdn, WEEKLY, testTransactionId());
    const last = (await carrier.sandbox.readInbox(msisdn)).at(-1);
    expect(last?.text).toMatch(/^Your GRTV Weekly OTP is \d{4}\. R10\/week\. Valid 5 min\.$/);
  });

  it('refuses a barred number with 403 BARRED and sends nothing', async () => {
    const msisdn = testNumber();
    await carrier.sandbox.setNumber(msisdn, { barred: true });
    const answer = await send(testTransactionId(), msisdn);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 'BARRED', description: 'Number is barred from premium services' });
    expect(await carrier.sandbox.readInbox(msisdn)).toEqual([]);
  });

  it('refuses a subscribe OTP for a number already subscribed to that service', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    const answer = await send(testTransactionId(), msisdn);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'ALREADY_SUBSCRIBED', subscription_id: sub.subscription_id });
  });

  it('refuses the same transaction for another number', async () => {
    const txn = testTransactionId();
    await send(txn, testNumber());
    const other = testNumber();
    const answer = await send(txn, other);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('TRANSACTION_REUSED');
    expect(await carrier.sandbox.readInbox(other)).toEqual([]);
  });

  it('resends at most 3 times per transaction, each time with a new OTP that replaces the old', async () => {
    const msisdn = testNumber();
    const txn = testTransactionId();
    await requestOtp(carrier, msisdn, DAILY, txn);
    const lefts: number[] = [];
    for (let i = 0; i < 3; i++) lefts.push((await send(txn, msisdn)).body.resends_left);
    expect(lefts).toEqual([2, 1, 0]);
    const fourth = await send(txn, msisdn);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ code: 'RESEND_LIMIT', description: 'OTP resend limit reached for this transaction' });

    const otps = (await carrier.sandbox.readInbox(msisdn)).map((m) => m.otp);
    expect(otps).toHaveLength(4);
    const latest = otps.at(-1) as string;
    // Any earlier OTP that differs from the newest (all four equal has a chance of 1e-12).
    const stale = otps.slice(0, -1).find((o) => o !== latest) as string;
    expect(stale).toBeDefined();
    const old = await verify(txn, stale);
    expect(old.status).toBe(400);
    expect(old.body.code).toBe('INVALID_OTP');
    expect((await verify(txn, latest)).status).toBe(200);
  });
});

describe('POST /v1/otp/verify', () => {
  it('verifies the OTP from the inbox and names the number and purpose', async () => {
    const msisdn = testNumber();
    const txn = testTransactionId();
    const otp = await requestOtp(carrier, msisdn, DAILY, txn, 'signin');
    expect((await carrier.sandbox.readInbox(msisdn))[0]?.text).toBe(`Your GRTV Daily sign-in OTP is ${otp}. Valid 5 min. Never share it.`);
    const answer = await verify(txn, otp);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ verified: true, transaction_id: txn, msisdn, service_key: DAILY, purpose: 'signin' });
  });

  it('times the OTP out after 5 minutes, even when it is right', async () => {
    const msisdn = testNumber();
    const early = testTransactionId();
    const earlyOtp = await requestOtp(carrier, msisdn, DAILY, early, 'signin');
    carrier.clock.advance(299_999);
    expect((await verify(early, earlyOtp)).status).toBe(200);

    const late = testTransactionId();
    const lateOtp = await requestOtp(carrier, msisdn, DAILY, late, 'signin');
    carrier.clock.advance(300_000);
    const answer = await verify(late, lateOtp);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'OTP_EXPIRED', description: 'OTP timed out' });
  });

  it('locks the OTP on the third wrong try; then even the right one is refused', async () => {
    const msisdn = testNumber();
    const txn = testTransactionId();
    const otp = await requestOtp(carrier, msisdn, DAILY, txn, 'signin');
    const first = await verify(txn, wrong(otp));
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ code: 'INVALID_OTP', description: 'Invalid OTP', tries_left: 2 });
    expect((await verify(txn, wrong(otp))).body.tries_left).toBe(1);
    const third = await verify(txn, wrong(otp));
    expect(third.body).toEqual({ code: 'OTP_LOCKED', description: 'OTP locked after too many wrong tries', tries_left: 0 });
    expect((await verify(txn, otp)).body.code).toBe('OTP_LOCKED');
  });

  it('a resend after a lock gives a fresh OTP with fresh tries', async () => {
    const msisdn = testNumber();
    const txn = testTransactionId();
    const otp = await requestOtp(carrier, msisdn, DAILY, txn, 'signin');
    for (let i = 0; i < 3; i++) await verify(txn, wrong(otp));
    const fresh = await requestOtp(carrier, msisdn, DAILY, txn, 'signin');
    expect((await verify(txn, fresh)).status).toBe(200);
  });

  it('answers 404 UNKNOWN_TRANSACTION for a transaction that sent no OTP', async () => {
    const answer = await verify(testTransactionId(), '1234');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('UNKNOWN_TRANSACTION');
  });

  it('follows OTP_TTL_SECONDS', async () => {
    const short = await startTestCarrier({ env: { OTP_TTL_SECONDS: '120' } });
    try {
      const msisdn = testNumber();
      const txn = testTransactionId();
      const otp = await requestOtp(short, msisdn, DAILY, txn, 'signin');
      expect((await short.sandbox.readInbox(msisdn))[0]?.text).toContain('Valid 2 min.');
      short.clock.advance(120_000);
      expect((await short.call('POST', '/v1/otp/verify', { transaction_id: txn, otp })).body.code).toBe('OTP_EXPIRED');
    } finally {
      await short.close();
    }
  });
});
