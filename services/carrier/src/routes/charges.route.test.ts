import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscribed } from '../testing/gateway-flow';
import { startTestCarrier, testNumber, testTransactionId, type TestCarrier } from '../testing/start-test-carrier';

let carrier: TestCarrier;
beforeAll(async () => {
  carrier = await startTestCarrier();
});
afterAll(() => carrier.close());
beforeEach(() => carrier.sandbox.reset());

const charge = (subscriptionId: string, amountCents: number, transactionId = testTransactionId('chg')) =>
  carrier.call('POST', '/v1/charges', { transaction_id: transactionId, subscription_id: subscriptionId, amount_cents: amountCents, description: 'GRTV Daily renewal' });

describe('POST /v1/charges', () => {
  it('keeps money exact over several charges and refuses the one the balance cannot cover', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await carrier.sandbox.setNumber(msisdn, { balance_cents: 1200 });

    const first = await charge(sub.subscription_id, 500);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ subscription_id: sub.subscription_id, msisdn, amount_cents: 500, status: 'charged', balance_cents: 700 });
    expect((await charge(sub.subscription_id, 500)).body.balance_cents).toBe(200);

    const refused = await charge(sub.subscription_id, 500);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', description: 'Insufficient funds: balance too low' });
    expect(refused.body.charge_id).toMatch(/^chg_/);
    expect((await carrier.sandbox.getNumber(msisdn)).balance_cents).toBe(200);

    expect((await charge(sub.subscription_id, 199)).body.balance_cents).toBe(1);
    expect((await charge(sub.subscription_id, 1)).body.balance_cents).toBe(0);
    expect((await charge(sub.subscription_id, 1)).status).toBe(402);

    const records = await carrier.sandbox.listCharges(msisdn);
    expect(records.map((r) => [r.status, r.amount_cents, r.balance_cents, r.code])).toEqual([
      ['charged', 500, 700, undefined],
      ['charged', 500, 200, undefined],
      ['failed', 500, 200, 'INSUFFICIENT_FUNDS'],
      ['charged', 199, 1, undefined],
      ['charged', 1, 0, undefined],
      ['failed', 1, 0, 'INSUFFICIENT_FUNDS'],
    ]);
    const charged = records.filter((r) => r.status === 'charged').reduce((sum, r) => sum + r.amount_cents, 0);
    expect(charged).toBe(1200);
  });

  it('starts an unknown number at SANDBOX_DEFAULT_BALANCE_CENTS', async () => {
    const rich = await startTestCarrier({ env: { SANDBOX_DEFAULT_BALANCE_CENTS: '333' } });
    try {
      const msisdn = testNumber();
      const sub = await subscribed(rich, msisdn);
      const answer = await rich.call('POST', '/v1/charges', { transaction_id: testTransactionId(), subscription_id: sub.subscription_id, amount_cents: 333 });
      expect(answer.body.balance_cents).toBe(0);
    } finally {
      await rich.close();
    }
  });

  it('is not idempotent: the same transaction sent twice charges twice, and both show', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    const txn = testTransactionId('dup');
    const a = await charge(sub.subscription_id, 500, txn);
    const b = await charge(sub.subscription_id, 500, txn);
    expect(a.body.charge_id).not.toBe(b.body.charge_id);
    expect(b.body.balance_cents).toBe(4000);
    const lookup = await carrier.call('GET', `/v1/charges/${txn}`);
    expect(lookup.body.found).toBe(true);
    expect(lookup.body.charges.map((c: { status: string }) => c.status)).toEqual(['charged', 'charged']);
  });

  it('refuses an ended subscription with 410 and records the refusal', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await carrier.call('POST', `/v1/subscriptions/${sub.subscription_id}/cancel`);
    const txn = testTransactionId();
    const answer = await charge(sub.subscription_id, 500, txn);
    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({ code: 'SUBSCRIPTION_ENDED', description: 'Subscription is not active', subscription_id: sub.subscription_id });
    const lookup = await carrier.call('GET', `/v1/charges/${txn}`);
    expect(lookup.body).toMatchObject({ found: true, charges: [{ status: 'failed', code: 'SUBSCRIPTION_ENDED', amount_cents: 500 }] });
    expect((await carrier.sandbox.getNumber(msisdn)).balance_cents).toBe(5000);
  });

  it('refuses a barred number with 403 BARRED', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await carrier.sandbox.setNumber(msisdn, { barred: true });
    const answer = await charge(sub.subscription_id, 500);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'BARRED', description: 'Number is barred from premium services' });
    expect((await carrier.sandbox.getNumber(msisdn)).balance_cents).toBe(5000);
  });

  it('answers 404 for an unknown subscription and records it', async () => {
    const txn = testTransactionId();
    const answer = await charge('sub_unknown', 500, txn);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('UNKNOWN_SUBSCRIPTION');
    expect((await carrier.call('GET', `/v1/charges/${txn}`)).body.charges).toMatchObject([{ status: 'failed', code: 'UNKNOWN_SUBSCRIPTION' }]);
  });

  it('texts the subscriber a receipt', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await charge(sub.subscription_id, 500);
    expect((await carrier.sandbox.readInbox(msisdn)).at(-1)).toMatchObject({ kind: 'charged', text: 'You have been charged R5.00 for GRTV Daily. Reply STOP to cancel.' });
  });
});

describe('GET /v1/charges/:transaction_id', () => {
  it('answers found: false for a transaction never charged', async () => {
    const txn = testTransactionId();
    const answer = await carrier.call('GET', `/v1/charges/${txn}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ transaction_id: txn, found: false, charges: [] });
  });
});
