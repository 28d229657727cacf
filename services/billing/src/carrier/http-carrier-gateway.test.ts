import { loadCarrierConfig, startCarrier, type RunningCarrier } from '@grtv/carrier';
import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import { createLogger, freePort } from '@grtv/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierError } from './carrier-error';
import { createHttpCarrierGateway } from './http-carrier-gateway';

const logger = createLogger({ name: 'gateway-test', level: 'silent' });

describe('the HTTP carrier gateway against the sandbox', () => {
  let carrier: RunningCarrier;
  beforeAll(async () => {
    carrier = await startCarrier(loadCarrierConfig({ CARRIER_PORT: '0', LOG_LEVEL: 'silent' }), { logger });
  });
  afterAll(() => carrier?.close());

  const gateway = () => createHttpCarrierGateway({ baseUrl: carrier.url, apiKey: 'dev-only-carrier-api-key-change-me', timeoutMs: 500, logger });

  it('calls the resend limit final (a 429 that waiting does not fix) and throttling transient', async () => {
    const g = gateway();
    const request = { transactionId: 'txn-resend-limit-1', msisdn: '27825550101', serviceKey: 'VODACOMTIER2GRTVD', purpose: 'subscribe' as const };
    for (let i = 0; i < 4; i++) await g.sendOtp(request);
    const limited = await g.sendOtp(request).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(CarrierError);
    expect((limited as CarrierError).kind).toBe('final');
    expect((limited as CarrierError).code).toBe('RESEND_LIMIT');

    await createSandboxClient(carrier.url).setFaults({ endpoints: { status: { throttle_rate: 1, retry_after_seconds: 7 } } });
    const throttled = (await g.numberStatus('27825550101', 'VODACOMTIER2GRTVD').catch((e: unknown) => e)) as CarrierError;
    expect([throttled.kind, throttled.code, throttled.retryAfterSeconds]).toEqual(['transient', 'THROTTLED', 7]);
    await createSandboxClient(carrier.url).clearFaults();
  });

  it('reports a refused connection as transient and a lost answer as unknown', async () => {
    const refused = createHttpCarrierGateway({ baseUrl: `http://127.0.0.1:${await freePort()}`, apiKey: 'x-x-x-x-x', timeoutMs: 500, logger });
    expect(((await refused.numberStatus('27825550102', 'VODACOMTIER2GRTVD').catch((e: unknown) => e)) as CarrierError).kind).toBe('transient');
    await createSandboxClient(carrier.url).setFaults({ endpoints: { status: { timeout_rate: 1, timeout_ms: 2000 } } });
    expect(((await gateway().numberStatus('27825550102', 'VODACOMTIER2GRTVD').catch((e: unknown) => e)) as CarrierError).kind).toBe('unknown');
    await createSandboxClient(carrier.url).clearFaults();
  });
});
