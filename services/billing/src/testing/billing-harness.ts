import { loadCarrierConfig, startCarrier, type RunningCarrier } from '@grtv/carrier';
import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import { createLogger, type DatabaseHandle } from '@grtv/kit';
import { testDatabaseEngines, uniqueName } from '@grtv/kit/testing';
import { findPackageById } from '@grtv/machines';
import { Registry } from 'prom-client';
import { loadBillingConfig } from '../config';
import { createBilling, newId, type Billing } from '../create-billing';
import { runBillingMigrations } from '../db/run-billing-migrations';
import type { SubscribeOutcome } from '../outcomes/outcome-store';
import type { SubscribeRequest } from '../producers/billing-producers';

export interface SubscribeOptions {
  otp?: string;
  transactionId?: string;
  consent?: 'otp' | 'header';
  waitMs?: number;
  contentBlockOverride?: boolean;
}

/** A subscribe attempt as a person has it in hand: the OTP from the SMS and the anti-fraud token. */
export type PreparedAttempt = SubscribeRequest;

export interface BillingHarness {
  billing: Billing;
  carrier: RunningCarrier;
  sandbox: ReturnType<typeof createSandboxClient>;
  database: DatabaseHandle;
  /** A fresh number nobody in this run used. */
  newNumber(): string;
  /** Asks the carrier for the OTP (read from the sandbox inbox, as a person would) and the anti-fraud token. */
  prepare(msisdn: string, packageId: string, options?: SubscribeOptions): Promise<PreparedAttempt>;
  /** Queues the attempt and waits for its outcome (or returns the earlier one). */
  submit(attempt: PreparedAttempt, waitMs?: number): Promise<SubscribeOutcome>;
  /** prepare + submit. */
  subscribe(msisdn: string, packageId: string, options?: SubscribeOptions): Promise<SubscribeOutcome>;
  /**
   * Closes the books as ops would for an audit: renewals are paused (no renewal, dunning or
   * retry job starts), then it waits until no job is running in any queue.
   */
  freezeRenewals(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

let numbers = 0;

/**
 * Billing against real parts: the given Redis, the carrier sandbox over HTTP on a free port, a
 * fresh database with billing's migrations, and a queue prefix of its own.
 */
export async function startBillingHarness(redisUrl: string, options: { env?: Record<string, string>; database?: DatabaseHandle; workers?: boolean } = {}): Promise<BillingHarness> {
  const logger = createLogger({ name: 'billing-test', level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const carrier = await startCarrier(loadCarrierConfig({ CARRIER_PORT: '0', LOG_LEVEL: 'silent', WEBHOOK_MAX_ATTEMPTS: '1' }), { logger });
  const database = options.database ?? (await testDatabaseEngines()[0]!.open());
  await runBillingMigrations(database);
  const config = loadBillingConfig({
    CARRIER_URL: carrier.url,
    QUEUE_PREFIX: `{${uniqueName('t')}}`,
    JOB_BACKOFF_MS: '100',
    CARRIER_TIMEOUT_MS: '1500',
    WORKER_LOCK_MS: '2000',
    ...options.env,
  });
  const billing = createBilling({ config, redisUrl, db: database.db, logger, registry: new Registry(), workers: options.workers ?? true });
  const sandbox = createSandboxClient(carrier.url);
  const runTag = String(process.pid % 1000).padStart(3, '0');
  const harness: BillingHarness = {
    billing,
    carrier,
    sandbox,
    database,
    newNumber: () => `2782${runTag}${String(++numbers).padStart(4, '0')}`,
    async prepare(msisdn, packageId, prepareOptions = {}) {
      const pkg = findPackageById(packageId)!;
      const transactionId = prepareOptions.transactionId ?? newId('txn');
      const consent = prepareOptions.consent ?? 'otp';
      const since = new Date();
      if (consent === 'otp' && !prepareOptions.otp) await billing.carrierQueries.sendOtp({ transactionId, msisdn, serviceKey: pkg.serviceKey, purpose: 'subscribe' });
      const otp = consent === 'otp' ? (prepareOptions.otp ?? (await sandbox.waitForOtp(msisdn, { since }))) : undefined;
      const protect = await billing.carrierQueries.protectScript(transactionId);
      return {
        transactionId,
        msisdn,
        serviceKey: pkg.serviceKey,
        packageId,
        consent,
        ...(otp ? { otp } : {}),
        protectToken: protect.token,
        contentBlockOverride: prepareOptions.contentBlockOverride ?? false,
      };
    },
    async submit(attempt, waitMs = 15_000) {
      const earlier = await billing.producers.requestSubscribe(attempt);
      return earlier ?? billing.producers.waitForOutcome(attempt.transactionId, attempt.msisdn, waitMs);
    },
    async subscribe(msisdn, packageId, subscribeOptions = {}) {
      return harness.submit(await harness.prepare(msisdn, packageId, subscribeOptions), subscribeOptions.waitMs);
    },
    async freezeRenewals(timeoutMs = 120_000) {
      await billing.queues.renewal.pause();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        let active = 0;
        for (const queue of billing.queues.all()) active += (await queue.getJobCounts('active')).active ?? 0;
        if (active === 0) return;
        if (Date.now() > deadline) throw new Error(`Billing still had ${active} job(s) running after ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async close() {
      await billing.close();
      await carrier.close();
      if (!options.database) await database.close();
    },
  };
  return harness;
}
