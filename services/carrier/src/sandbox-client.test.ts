import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxClient, SandboxClientError } from './sandbox-client';
import { DAILY, requestOtp } from './testing/gateway-flow';
import { startTestCarrier, testNumber, testTransactionId, type TestCarrier } from './testing/start-test-carrier';

let carrier: TestCarrier;
beforeAll(async () => {
  carrier = await startTestCarrier();
});
afterAll(() => carrier.close());

describe('createSandboxClient', () => {
  it('reads the newest OTP, and only one sent since a moment when asked', async () => {
    const client = createSandboxClient(`${carrier.url}/`);
    const msisdn = testNumber();
    expect(await client.latestOtp(msisdn)).toBeNull();
    const txn = testTransactionId();
    const first = await requestOtp(carrier, msisdn, DAILY, txn, 'signin');
    expect(await client.latestOtp(msisdn)).toBe(first);
    carrier.clock.advance(1000);
    const since = new Date(carrier.clock.now());
    expect(await client.latestOtp(msisdn, since)).toBeNull();
    await carrier.call('POST', '/v1/otp', { transaction_id: txn, msisdn, service_key: DAILY, purpose: 'signin' });
    const second = await client.waitForOtp(msisdn, { since, timeoutMs: 1000 });
    expect(second).toBe((await client.readInbox(msisdn)).at(-1)?.otp);
  });

  it('throws the gateway code and description on a refused control', async () => {
    const client = createSandboxClient(carrier.url);
    const error = await client.setNumber('0821234567', { balance_cents: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SandboxClientError);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('resets everything', async () => {
    const client = createSandboxClient(carrier.url);
    const msisdn = testNumber();
    await client.setNumber(msisdn, { balance_cents: 1 });
    await client.setFaults({ error_rate: 0.5, seed: 1 });
    await client.reset();
    expect(await client.getNumber(msisdn)).toMatchObject({ balance_cents: 5000 });
    expect((await client.getFaults()).active).toBe(false);
    expect(await client.listCharges()).toEqual([]);
  });
});
