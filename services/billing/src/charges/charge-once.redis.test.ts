import { startTestRedis, type TestRedis } from '@grtv/kit/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerForTransaction } from '../ledger/ledger';
import { findSubscription } from '../subscriptions/subscription-store';
import { startBillingHarness, type BillingHarness } from '../testing/billing-harness';

const DAILY = 'p-grtv-daily-c-01';

describe('charging through carrier faults', () => {
  let redis: TestRedis;
  let h: BillingHarness;
  beforeAll(async () => {
    redis = await startTestRedis();
    // A carrier call slower than 800 ms is a timeout here; the sandbox holds faulted calls 2 s.
    h = await startBillingHarness(redis.url, { env: { CARRIER_TIMEOUT_MS: '800', JOB_BACKOFF_MS: '150' } });
  });
  afterEach(() => h.sandbox.clearFaults());
  afterAll(async () => {
    await h?.close();
    await redis?.stop();
  });

  /** A number whose next subscribe is charged at once (its free day is used up). */
  async function chargeableNumber(): Promise<string> {
    const msisdn = h.newNumber();
    const first = await h.subscribe(msisdn, DAILY);
    await h.billing.producers.requestUnsubscribe(msisdn, 'unsubscribe');
    await expect.poll(async () => (await findSubscription(h.database.db, first.subscriptionId!))?.status, { timeout: 10_000 }).toBe('cancelled');
    return msisdn;
  }

  const chargesOf = async (msisdn: string, transactionId: string) =>
    (await h.sandbox.listCharges(msisdn)).filter((c) => c.transaction_id === transactionId && c.status === 'charged');

  it('does not charge twice when the carrier charged but the answer was lost (timeout after commit)', async () => {
    const msisdn = await chargeableNumber();
    const attempt = await h.prepare(msisdn, DAILY);
    await h.sandbox.setFaults({ endpoints: { charge: { timeout_after_commit_rate: 1, timeout_ms: 2000 } }, seed: 7 });
    const outcome = await h.submit(attempt);
    expect(outcome.status).toBe('success');
    expect(await chargesOf(msisdn, attempt.transactionId)).toHaveLength(1);
    const booked = (await ledgerForTransaction(h.database.db, attempt.transactionId)).filter((e) => e.kind === 'charge.succeeded');
    expect(booked).toHaveLength(1);
    expect(booked[0]!.detail).toMatchObject({ via_lookup: true });
    expect((await h.sandbox.getFaults()).injected.timeout_after_commit).toBe(1);
  });

  it('retries a charge that timed out before the carrier did anything, and charges once', async () => {
    const msisdn = await chargeableNumber();
    const attempt = await h.prepare(msisdn, DAILY);
    await h.sandbox.setFaults({ endpoints: { charge: { timeout_rate: 1, timeout_ms: 2000 } } });
    const pending = h.submit(attempt, 30_000);
    await expect.poll(async () => (await h.sandbox.getFaults()).injected.timeout, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await h.sandbox.clearFaults();
    expect((await pending).status).toBe('success');
    expect(await chargesOf(msisdn, attempt.transactionId)).toHaveLength(1);
    const kinds = (await ledgerForTransaction(h.database.db, attempt.transactionId)).map((e) => e.kind);
    expect(kinds).toContain('charge.transient');
  });

  it('retries 5xx answers with backoff until the carrier recovers', async () => {
    const msisdn = await chargeableNumber();
    const attempt = await h.prepare(msisdn, DAILY);
    await h.sandbox.setFaults({ endpoints: { charge: { error_rate: 1 } } });
    const pending = h.submit(attempt, 30_000);
    await expect.poll(async () => (await h.sandbox.getFaults()).injected.error, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await h.sandbox.clearFaults();
    expect((await pending).status).toBe('success');
    expect(await chargesOf(msisdn, attempt.transactionId)).toHaveLength(1);
    expect((await h.billing.queues.subscribe.getJob(attempt.transactionId))?.attemptsMade).toBeGreaterThanOrEqual(2);
  });

  it('waits at least as long as a throttling carrier asks (Retry-After) before trying again', async () => {
    const msisdn = await chargeableNumber();
    const attempt = await h.prepare(msisdn, DAILY);
    await h.sandbox.setFaults({ endpoints: { charge: { throttle_rate: 1, retry_after_seconds: 1 } } });
    const pending = h.submit(attempt, 30_000);
    await expect.poll(async () => (await h.sandbox.getFaults()).injected.throttle, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await h.sandbox.clearFaults();
    expect((await pending).status).toBe('success');
    const rows = await ledgerForTransaction(h.database.db, attempt.transactionId);
    const throttled = rows.find((e) => e.kind === 'charge.transient')!;
    const next = rows.find((e) => e.kind === 'charge.attempted' && e.id > throttled.id)!;
    expect(next.at.getTime() - throttled.at.getTime()).toBeGreaterThanOrEqual(1000);
    expect(await chargesOf(msisdn, attempt.transactionId)).toHaveLength(1);
  });
});
