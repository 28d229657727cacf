import { startTestRedis, type TestRedis } from '@grtv/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerForSubscriptions } from '../ledger/ledger';
import { hasRenewalScheduler } from '../lifecycle/follow-lifecycle';
import { findSubscription } from '../subscriptions/subscription-store';
import { startBillingHarness, type BillingHarness } from '../testing/billing-harness';

const DAY_MS = 400;
const DAILY = 'p-grtv-daily-c-01';

describe('renewals, dunning and suspension on a compressed calendar (a day is 400 ms)', () => {
  let redis: TestRedis;
  let h: BillingHarness;
  beforeAll(async () => {
    redis = await startTestRedis();
    h = await startBillingHarness(redis.url, {
      env: { BILLING_DAY_MS: String(DAY_MS), DUNNING_INTERVAL_DAYS: '0.5', MAX_DUNNING_ATTEMPTS: '3', SUSPENDED_RETRY_DAYS: '1', SUSPENSION_MAX_DAYS: '3' },
    });
  });
  afterAll(async () => {
    await h?.close();
    await redis?.stop();
  });

  const statusOf = async (id: string) => (await findSubscription(h.database.db, id))?.status;
  const chargedOf = async (msisdn: string) => (await h.sandbox.listCharges(msisdn)).filter((c) => c.status === 'charged');

  it('charges a daily subscription once per day after its free day, each period once', async () => {
    const msisdn = h.newNumber();
    const outcome = await h.subscribe(msisdn, DAILY);
    expect(await statusOf(outcome.subscriptionId!)).toBe('trial');
    await expect.poll(async () => (await chargedOf(msisdn)).length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(3);
    const charges = await chargedOf(msisdn);
    expect(new Set(charges.map((c) => c.transaction_id)).size).toBe(charges.length);
    expect(charges.every((c) => c.amount_cents === 500)).toBe(true);
    expect(await statusOf(outcome.subscriptionId!)).toBe('active');
    // The periods follow one another: each charge is for the period after the last.
    const subscription = await findSubscription(h.database.db, outcome.subscriptionId!);
    expect(subscription!.periodEndsAt!.getTime()).toBeGreaterThan(Date.now() - DAY_MS);
  });

  it('goes past_due on a refused renewal, retries, is suspended, and a later charge reactivates it', async () => {
    const msisdn = h.newNumber();
    const outcome = await h.subscribe(msisdn, DAILY);
    const id = outcome.subscriptionId!;
    await h.sandbox.setNumber(msisdn, { balance_cents: 0 });
    await expect.poll(() => statusOf(id), { timeout: 10_000, interval: 50 }).toBe('past_due');
    expect(await hasRenewalScheduler(h.billing.queues.renewal, id)).toBe(false);
    await expect.poll(() => statusOf(id), { timeout: 15_000, interval: 50 }).toBe('suspended');
    const refusedBeforeSuspension = (await ledgerForSubscriptions(h.database.db, [id])).filter((e) => e.kind === 'charge.failed').length;
    // The renewal, then three dunning retries: 1 + MAX_DUNNING_ATTEMPTS - 1 refusals move it to suspended on the third.
    expect(refusedBeforeSuspension).toBe(3);

    await h.sandbox.setNumber(msisdn, { balance_cents: 5000 });
    await expect.poll(() => statusOf(id), { timeout: 15_000, interval: 50 }).toBe('active');
    expect(await hasRenewalScheduler(h.billing.queues.renewal, id)).toBe(true);
    expect((await chargedOf(msisdn)).length).toBeGreaterThanOrEqual(1);
  });

  it('ends a subscription whose suspension runs out, and tells the carrier', async () => {
    const msisdn = h.newNumber();
    const outcome = await h.subscribe(msisdn, DAILY);
    await h.sandbox.setNumber(msisdn, { balance_cents: 0 });
    await expect.poll(() => statusOf(outcome.subscriptionId!), { timeout: 25_000, interval: 100 }).toBe('cancelled');
    const subscription = await findSubscription(h.database.db, outcome.subscriptionId!);
    expect((subscription!.machineSnapshot as { context: { endedReason: string } }).context.endedReason).toBe('suspension');
    expect((await h.sandbox.listSubscriptions(msisdn)).every((s) => s.status === 'cancelled')).toBe(true);
    expect(await chargedOf(msisdn)).toEqual([]);
  });
});
