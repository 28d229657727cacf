import { createLogger } from '@grtv/kit';
import type { CarrierDeps } from '../app';
import { loadCarrierConfig, type CarrierConfig } from '../config';
import { createSandboxClient, type SandboxClient } from '../sandbox-client';
import { startCarrier } from '../start';
import { createManualClock, type ManualClock } from './manual-clock';

export const TEST_API_KEY = 'test-carrier-api-key-0123456789';
export const TEST_PROTECT_SECRET = 'test-protect-secret-0123456789';
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

/** One answer of the gateway, parsed. */
export interface GatewayAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestCarrier {
  url: string;
  config: CarrierConfig;
  clock: ManualClock;
  sandbox: SandboxClient;
  /** Calls the gateway with the merchant's API key (unless `headers` override it). */
  call<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<GatewayAnswer<T>>;
  close(): Promise<void>;
}

/** Starts a carrier sandbox on 127.0.0.1, a free port, a manual clock and silent logs. */
export async function startTestCarrier(options: { env?: Record<string, string>; deps?: Partial<CarrierDeps> } = {}): Promise<TestCarrier> {
  const config = loadCarrierConfig({
    CARRIER_HOST: '127.0.0.1',
    CARRIER_PORT: '0',
    CARRIER_API_KEY: TEST_API_KEY,
    PROTECT_SECRET: TEST_PROTECT_SECRET,
    WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    MERCHANT_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
    WEBHOOK_MAX_ATTEMPTS: '1',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const clock = createManualClock();
  const carrier = await startCarrier(config, { clock, logger: createLogger({ name: 'carrier-test', level: 'silent' }), ...options.deps });
  return {
    url: carrier.url,
    config,
    clock,
    sandbox: createSandboxClient(carrier.url),
    async call(method, path, body, headers = {}) {
      const response = await fetch(`${carrier.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${TEST_API_KEY}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, headers: response.headers, body: parsed as any };
    },
    close: () => carrier.close(),
  };
}

let counter = 0;
/** A fresh stored-form number per call, so tests never share a subscriber. */
export function testNumber(): string {
  counter += 1;
  const tail = (Date.now() % 1_000_000) * 1000 + counter;
  return `2782${String(tail % 10_000_000).padStart(7, '0')}`;
}

let txnCounter = 0;
/** A fresh transaction id. */
export function testTransactionId(label = 'txn'): string {
  txnCounter += 1;
  return `${label}-${Date.now().toString(36)}-${txnCounter}`;
}
