import { createLogger } from '@grtv/kit';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY, subscribed } from '../testing/gateway-flow';
import { startTestCarrier, testNumber, testTransactionId, type TestCarrier } from '../testing/start-test-carrier';

let carrier: TestCarrier;
beforeAll(async () => {
  carrier = await startTestCarrier();
});
afterAll(() => carrier.close());

describe('the merchant API key', () => {
  it('answers 401 without the key, with a wrong key, or without the Bearer scheme', async () => {
    const path = `/v1/numbers/${testNumber()}/status?service_key=${DAILY}`;
    for (const authorization of ['', 'Bearer wrong-key-0123456789', carrier.config.apiKey, `Basic ${carrier.config.apiKey}`]) {
      const answer = await carrier.call('GET', path, undefined, { authorization });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'UNAUTHORIZED', description: 'Missing or wrong API key' });
      expect(answer.headers.get('www-authenticate')).toContain('Bearer');
    }
    expect((await carrier.call('GET', path)).status).toBe(200);
  });

  it('does not ask for a key on the sandbox controls', async () => {
    const answer = await fetch(`${carrier.url}/sandbox/sms/${testNumber()}`);
    expect(answer.status).toBe(200);
  });
});

describe('bad input', () => {
  it('gets a clear 4xx and changes nothing', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    const snapshot = async () => ({
      charges: await carrier.sandbox.listCharges(),
      subscriptions: await carrier.sandbox.listSubscriptions(),
      inbox: await carrier.sandbox.readInbox(msisdn),
      number: await carrier.sandbox.getNumber(msisdn),
      notifications: await carrier.sandbox.listNotifications(),
    });
    const before = await snapshot();
    const txn = testTransactionId();
    const big = 'x'.repeat(20 * 1024);
    const cases: [string, string, unknown, number, string, RegExp?][] = [
      ['GET', `/v1/numbers/0821234567/status?service_key=${DAILY}`, undefined, 400, 'BAD_REQUEST', /^params\.msisdn: must be a number in stored form/],
      ['GET', `/v1/numbers/${msisdn}/status`, undefined, 400, 'BAD_REQUEST', /^querystring\.service_key/],
      ['GET', `/v1/numbers/${msisdn}/status?service_key=NOPE`, undefined, 400, 'UNKNOWN_SERVICE_KEY'],
      ['POST', '/v1/otp', { transaction_id: txn, msisdn: '+27821234567', service_key: DAILY, purpose: 'subscribe' }, 400, 'BAD_REQUEST', /^body\.msisdn/],
      ['POST', '/v1/otp', { transaction_id: txn, msisdn, service_key: DAILY, purpose: 'login' }, 400, 'BAD_REQUEST', /^body\.purpose/],
      ['POST', '/v1/otp', { transaction_id: 'short', msisdn, service_key: DAILY, purpose: 'subscribe' }, 400, 'BAD_REQUEST', /^body\.transaction_id/],
      ['POST', '/v1/otp', { transaction_id: txn, msisdn, service_key: 'NOPE', purpose: 'subscribe' }, 400, 'UNKNOWN_SERVICE_KEY'],
      ['POST', '/v1/otp/verify', { transaction_id: txn, otp: '12a4' }, 400, 'BAD_REQUEST', /^body\.otp: must be 4 digits/],
      ['POST', '/v1/subscriptions', { transaction_id: txn, msisdn, service_key: DAILY, consent: 'sms' }, 400, 'BAD_REQUEST', /^body\.consent/],
      ['POST', '/v1/charges', { transaction_id: txn, subscription_id: sub.subscription_id, amount_cents: -500 }, 400, 'BAD_REQUEST', /^body\.amount_cents: must be more than 0 cents/],
      ['POST', '/v1/charges', { transaction_id: txn, subscription_id: sub.subscription_id, amount_cents: 0 }, 400, 'BAD_REQUEST'],
      ['POST', '/v1/charges', { transaction_id: txn, subscription_id: sub.subscription_id, amount_cents: 4.5 }, 400, 'BAD_REQUEST', /whole number of cents/],
      ['POST', '/v1/charges', { transaction_id: txn, subscription_id: sub.subscription_id, amount_cents: '500' }, 400, 'BAD_REQUEST'],
      ['POST', '/v1/charges', { transaction_id: txn, amount_cents: 500 }, 400, 'BAD_REQUEST', /^body\.subscription_id/],
      ['POST', '/v1/charges', '{"transaction_id":', 400, 'BAD_JSON'],
      ['POST', '/v1/charges', { transaction_id: txn, subscription_id: sub.subscription_id, amount_cents: 500, description: big }, 413, 'BODY_TOO_LARGE'],
      ['PUT', `/v1/numbers/${msisdn}/content-block`, { service_key: DAILY, allow: false }, 400, 'BAD_REQUEST', /allow must be true/],
      ['PUT', `/sandbox/numbers/${msisdn}`, { balance_cents: -1 }, 400, 'BAD_REQUEST', /^body\.balance_cents/],
      ['PUT', `/sandbox/numbers/${msisdn}`, { balance: 100 }, 400, 'BAD_REQUEST'],
      ['POST', '/sandbox/mo', { msisdn: '12345', text: 'STOP' }, 400, 'BAD_REQUEST'],
    ];
    for (const [method, path, body, status, code, description] of cases) {
      const answer = await carrier.call(method, path, body);
      const label = `${method} ${path} ${typeof body === 'string' ? body : JSON.stringify(body)?.slice(0, 80)}`;
      expect(answer.status, label).toBe(status);
      expect(answer.body.code, label).toBe(code);
      expect(answer.body.description, label).toMatch(description ?? /\w/);
    }
    const wrongType = await fetch(`${carrier.url}/v1/charges`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carrier.config.apiKey}`, 'content-type': 'text/plain' },
      body: 'amount=500',
    });
    // Fastify parses text/plain as a string; the contract wants an object.
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ code: 'BAD_REQUEST', description: 'body: Invalid input: expected object, received string' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers unknown paths with 404 in the gateway shape', async () => {
    const answer = await carrier.call('GET', `/v1/numbers/${testNumber()}`);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
    expect(answer.body.description).toMatch(/^There is nothing at GET \/v1\/numbers\/2782\*+\d\d$/);
  });
});

describe('logs', () => {
  it('mask numbers and never carry an OTP', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await startTestCarrier({ deps: { logger: createLogger({ name: 'carrier', level: 'debug', destination }) } });
    try {
      const msisdn = testNumber();
      const sub = await subscribed(logged, msisdn);
      await logged.call('POST', '/v1/charges', { transaction_id: testTransactionId(), subscription_id: sub.subscription_id, amount_cents: 500 });
      await logged.sandbox.readInbox(msisdn);
      const otp = (await logged.sandbox.readInbox(msisdn)).find((m) => m.otp)?.otp as string;
      const all = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      expect(all).not.toContain(msisdn);
      expect(all).toContain(`${msisdn.slice(0, 4)}*****${msisdn.slice(-2)}`);
      expect(all).not.toContain(`OTP is ${otp}`);
      expect(all).not.toMatch(/"otp":"\d{4}"/);
      expect(all).not.toContain(logged.config.apiKey);
    } finally {
      await logged.close();
    }
  });
});
