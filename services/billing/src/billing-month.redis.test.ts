import { startTestRedis, type TestRedis } from '@grtv/kit/testing';
import { subscriptionMachine, type SubscriptionEvent, type SubscriptionStatus } from '@grtv/machines';
import { getNextSnapshot } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerForSubscriptions } from './ledger/ledger';
import { reconcile } from './ledger/reconcile';
import { initialSnapshot, subscriptionsForMsisdn } from './subscriptions/subscription-store';
import { startBillingHarness, type BillingHarness } from './testing/billing-harness';

const DAY_MS = 800;
const DAYS = 30;
const SUBSCRIBERS = 100;
const PACKAGES = ['p-grtv-daily-c-01', 'p-grtv-weekly-c-01', 'p-grtv-monthly-c-01'];

/** mulberry32: the run's "random" broke days repeat with the seed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe(`a compressed month: ${SUBSCRIBERS} subscribers, ${DAYS} days of ${DAY_MS} ms, random days without airtime`, () => {
  let redis: TestRedis;
  let h: BillingHarness;
  beforeAll(async () => {
    redis = await startTestRedis();
    h = await startBillingHarness(redis.url, {
      // A carrier answer is awaited up to 10 s: with no faults injected, a slow answer on two busy
      // cores is load, not a lost answer (those are the fault tests' subject).
      env: { BILLING_DAY_MS: String(DAY_MS), DUNNING_INTERVAL_DAYS: '0.5', MAX_DUNNING_ATTEMPTS: '6', SUSPENDED_RETRY_DAYS: '2', SUSPENSION_MAX_DAYS: '10', WORKER_CONCURRENCY: '16', CARRIER_TIMEOUT_MS: '10000' },
    });
  });
  afterAll(async () => {
    await h?.close();
    await redis?.stop();
  });

  it('ends with the ledger equal to the carrier, one charge per transaction, and every state its history requires', async () => {
    const random = prng(20261123);
    const numbers = Array.from({ length: SUBSCRIBERS }, () => h.newNumber());
    for (let i = 0; i < numbers.length; i += 20) {
      const batch = numbers.slice(i, i + 20);
      const outcomes = await Promise.all(batch.map((msisdn, j) => h.subscribe(msisdn, PACKAGES[(i + j) % PACKAGES.length]!)));
      expect(outcomes.every((o) => o.status === 'success')).toBe(true);
    }
    const start = Date.now();
    let brokeDays = 0;
    for (let day = 0; day < DAYS; day++) {
      // Each day about one number in ten has no airtime; the rest have plenty.
      await Promise.all(
        numbers.map((msisdn) => {
          const broke = random() < 0.1;
          if (broke) brokeDays++;
          return h.sandbox.setNumber(msisdn, { balance_cents: broke ? 0 : 1_000_000 });
        }),
      );
      const nextDay = start + (day + 1) * DAY_MS;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDay - Date.now())));
    }
    // Close the books: no new renewal starts, the charges in hand finish, then compare.
    await h.freezeRenewals();
    await h.billing.workers!.close();

    const carrierCharges = (await h.sandbox.listCharges()).map((c) => ({ transactionId: c.transaction_id, amountCents: c.amount_cents, status: c.status }));
    const books = await reconcile(h.database.db, carrierCharges);
    if (!books.ok) console.log('reconciliation differences', JSON.stringify({ ...books, charges: undefined }));
    expect(books.chargedTwice).toEqual([]);
    expect(books.missingInLedger).toEqual([]);
    expect(books.missingAtCarrier).toEqual([]);
    expect(books.amountMismatches).toEqual([]);
    expect(books.ledgerTotalCents).toBe(books.carrierTotalCents);
    expect(books.ok).toBe(true);

    const statuses: Record<string, number> = {};
    for (const msisdn of numbers) {
      const [subscription] = await subscriptionsForMsisdn(h.database.db, msisdn);
      const history = await ledgerForSubscriptions(h.database.db, [subscription!.id]);
      // Replaying the recorded events through the machine from its start must give the stored state.
      let snapshot = subscriptionMachine.resolveState(initialSnapshot(subscription!.packageId, 6));
      for (const row of history.filter((e) => e.kind === 'state.changed')) {
        expect(row.stateFrom).toBe(snapshot.value);
        snapshot = getNextSnapshot(subscriptionMachine, snapshot, (row.detail as { event: SubscriptionEvent }).event);
        expect(snapshot.value).toBe(row.stateTo);
      }
      expect(snapshot.value as SubscriptionStatus).toBe(subscription!.status);
      statuses[subscription!.status] = (statuses[subscription!.status] ?? 0) + 1;
    }
    const refused = carrierCharges.filter((c) => c.status === 'failed').length;
    console.log(
      `month run: ${books.ledgerCharges} charges booked = ${books.carrierCharges} at the carrier (R${(books.ledgerTotalCents / 100).toFixed(2)}), ` +
        `${refused} refused, ${brokeDays} broke subscriber-days, states ${JSON.stringify(statuses)}, differences: none`,
    );
    expect(books.ledgerCharges).toBeGreaterThan(SUBSCRIBERS);
  }, 180_000);
});
