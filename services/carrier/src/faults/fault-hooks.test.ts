import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY, subscribed } from '../testing/gateway-flow';
import { startTestCarrier, testNumber, testTransactionId, type TestCarrier } from '../testing/start-test-carrier';

let carrier: TestCarrier;
beforeAll(async () => {
  carrier = await startTestCarrier();
});
afterAll(() => carrier.close());
beforeEach(() => carrier.sandbox.reset());

const chargeBody = (subscriptionId: string, transactionId = testTransactionId('chg')) => ({
  transaction_id: transactionId,
  subscription_id: subscriptionId,
  amount_cents: 500,
});
const status = (msisdn: string) => carrier.call('GET', `/v1/numbers/${msisdn}/status?service_key=${DAILY}`);

describe('faults that refuse without doing the work', () => {
  it('answers 503 UNAVAILABLE and charges nothing', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await carrier.sandbox.setFaults({ error_rate: 1 });
    const answer = await carrier.call('POST', '/v1/charges', chargeBody(sub.subscription_id));
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ code: 'UNAVAILABLE', description: 'Service temporarily unavailable, retry later' });
    expect(await carrier.sandbox.listCharges(msisdn)).toEqual([]);
    expect((await carrier.sandbox.getNumber(msisdn)).balance_cents).toBe(5000);
  });

  it('throttles with 429 and a Retry-After header', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await carrier.sandbox.setFaults({ throttle_rate: 1, retry_after_seconds: 7 });
    const answer = await carrier.call('POST', '/v1/charges', chargeBody(sub.subscription_id));
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.body).toEqual({ code: 'THROTTLED', description: 'Too many requests: slow down and retry later', retry_after_seconds: 7 });
    expect(await carrier.sandbox.listCharges(msisdn)).toEqual([]);
  });
});

describe('timeouts', () => {
  it('before the work: holds, drops the connection, and nothing was charged', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await carrier.sandbox.setFaults({ timeout_rate: 1, timeout_ms: 50 });
    const txn = testTransactionId();
    await expect(carrier.call('POST', '/v1/charges', chargeBody(sub.subscription_id, txn))).rejects.toThrow();

    // The look-up is not faulted by the global setting: it tells the caller what happened.
    const lookup = await carrier.call('GET', `/v1/charges/${txn}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({ transaction_id: txn, found: false, charges: [] });
    expect((await carrier.sandbox.getNumber(msisdn)).balance_cents).toBe(5000);
  });

  it('after the commit: the charge went through although the answer never came, and the look-up shows it', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await carrier.sandbox.setFaults({ endpoints: { charge: { timeout_after_commit_rate: 1, timeout_ms: 50 } } });
    const txn = testTransactionId();
    await expect(carrier.call('POST', '/v1/charges', chargeBody(sub.subscription_id, txn))).rejects.toThrow();

    const lookup = await carrier.call('GET', `/v1/charges/${txn}`);
    expect(lookup.body.found).toBe(true);
    expect(lookup.body.charges).toMatchObject([{ status: 'charged', amount_cents: 500, subscription_id: sub.subscription_id }]);
    expect((await carrier.sandbox.getNumber(msisdn)).balance_cents).toBe(4500);
    // A caller that retried blindly instead of looking up would charge twice: the sandbox lets it.
    await carrier.sandbox.clearFaults();
    await carrier.call('POST', '/v1/charges', chargeBody(sub.subscription_id, txn));
    expect((await carrier.call('GET', `/v1/charges/${txn}`)).body.charges).toHaveLength(2);
  });

  it('after the commit of a subscription: the retry with the same transaction replays it', async () => {
    const msisdn = testNumber();
    const txn = testTransactionId();
    const token = (await carrier.call('POST', '/v1/protect/script', { transaction_id: txn })).body.token;
    await carrier.sandbox.setFaults({ endpoints: { subscribe: { timeout_after_commit_rate: 1, timeout_ms: 20 } } });
    const body = { transaction_id: txn, msisdn, service_key: DAILY, protect_token: token, consent: 'header' };
    await expect(carrier.call('POST', '/v1/subscriptions', body)).rejects.toThrow();
    await carrier.sandbox.clearFaults();
    const retry = await carrier.call('POST', '/v1/subscriptions', body);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ replayed: true, status: 'active' });
    expect(await carrier.sandbox.listSubscriptions(msisdn)).toHaveLength(1);
  });

  it('a held request does not keep the server from closing', async () => {
    const own = await startTestCarrier();
    await own.sandbox.setFaults({ timeout_rate: 1, timeout_ms: 60_000 });
    const held = own.call('GET', `/v1/numbers/${testNumber()}/status?service_key=${DAILY}`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await own.close();
    expect(await held).toBeInstanceOf(Error);
  });
});

describe('latency', () => {
  it('delays a request: a later request to an endpoint without latency answers first', async () => {
    await carrier.sandbox.setFaults({ endpoints: { status: { latency_ms: 400 } } });
    const finished: string[] = [];
    const slow = status(testNumber()).then((a) => finished.push(`status ${a.status}`));
    const fast = carrier.call('POST', '/v1/protect/script', { transaction_id: testTransactionId() }).then((a) => finished.push(`protect ${a.status}`));
    await Promise.all([slow, fast]);
    expect(finished).toEqual(['protect 200', 'status 200']);
  });
});

describe('seeds and scopes', () => {
  async function sequence(settings: Parameters<TestCarrier['sandbox']['setFaults']>[0], count = 24): Promise<number[]> {
    await carrier.sandbox.setFaults(settings);
    const msisdn = testNumber();
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await status(msisdn)).status);
    return statuses;
  }

  it('repeats the same fault sequence for the same seed', async () => {
    const settings = { error_rate: 0.3, throttle_rate: 0.3, seed: 42 };
    const first = await sequence(settings);
    const second = await sequence(settings);
    expect(second).toEqual(first);
    expect(new Set(first)).toEqual(new Set([200, 429, 503]));
    expect(await sequence({ ...settings, seed: 43 })).not.toEqual(first);
  });

  it('reports the seed it drew when none was given, so a run can be repeated', async () => {
    const drawn = await carrier.sandbox.setFaults({ error_rate: 0.5 });
    const first = await sequence({ error_rate: 0.5, seed: drawn.seed });
    const again = await sequence({ error_rate: 0.5, seed: drawn.seed });
    expect(again).toEqual(first);
  });

  it('lets one endpoint fail while the others work', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await carrier.sandbox.setFaults({ endpoints: { charge: { error_rate: 1 } } });
    expect((await status(msisdn)).status).toBe(200);
    expect((await carrier.call('POST', '/v1/charges', chargeBody(sub.subscription_id))).status).toBe(503);
  });

  it('faults the look-ups only when they are named, and never the sandbox controls', async () => {
    const txn = testTransactionId();
    await carrier.sandbox.setFaults({ error_rate: 1 });
    expect((await carrier.call('GET', `/v1/charges/${txn}`)).status).toBe(200);
    expect((await carrier.call('GET', '/v1/subscriptions/sub_nope')).status).toBe(404);
    expect(await carrier.sandbox.readInbox(testNumber())).toEqual([]);
    await carrier.sandbox.setFaults({ endpoints: { charge_lookup: { error_rate: 1 } } });
    expect((await carrier.call('GET', `/v1/charges/${txn}`)).status).toBe(503);
  });

  it('reports, counts and clears the setting', async () => {
    await carrier.sandbox.setFaults({ error_rate: 1, seed: 7 });
    await status(testNumber());
    await status(testNumber());
    const state = await carrier.sandbox.getFaults();
    expect(state).toMatchObject({ active: true, seed: 7, settings: { error_rate: 1, seed: 7 }, injected: { error: 2, throttle: 0 } });
    const cleared = await carrier.sandbox.clearFaults();
    expect(cleared.active).toBe(false);
    expect((await status(testNumber())).status).toBe(200);
  });

  it('refuses a setting it cannot apply, and keeps the one in force', async () => {
    await carrier.sandbox.setFaults({ throttle_rate: 1 });
    for (const bad of [{ error_rate: 1.5 }, { error_rate: 0.6, timeout_rate: 0.6 }, { eror_rate: 0.5 }, { endpoints: { bogus: { error_rate: 1 } } }, { latency_ms: -1 }]) {
      const answer = await fetch(`${carrier.url}/sandbox/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bad) });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(((await answer.json()) as { code: string }).code).toBe('BAD_REQUEST');
    }
    expect((await carrier.sandbox.getFaults()).settings).toEqual({ throttle_rate: 1 });
  });
});
