import { canStartPostgres, openDatabase, startPostgresServer, type DatabaseHandle, type PostgresServer } from '@grtv/kit';
import { startTestRedis, uniqueName, type TestRedis } from '@grtv/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../ledger/reconcile';
import { findSubscription } from '../subscriptions/subscription-store';
import { startBillingHarness, type BillingHarness, type PreparedAttempt } from '../testing/billing-harness';
import { startBillingWorkers } from './start-workers';
import { startWorkerProcess, type WorkerProcess } from './worker-process';

const postgresReachable = Boolean(process.env.DATABASE_URL) || canStartPostgres();
const JOBS = 16;

if (!postgresReachable) console.warn('worker-crash test skipped: separate worker processes need Postgres (apt-get install -y postgresql, or DATABASE_URL).');

describe.skipIf(!postgresReachable)('a billing worker process killed in the middle of jobs', () => {
  let redis: TestRedis;
  let postgres: PostgresServer | null = null;
  let database: DatabaseHandle;
  let databaseUrl: string;
  let h: BillingHarness;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    redis = await startTestRedis();
    let url = process.env.DATABASE_URL;
    if (!url) {
      postgres = await startPostgresServer();
      url = await postgres.createDatabase(uniqueName('crash').replace(/-/g, '_'));
    }
    databaseUrl = url;
    database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    h = await startBillingHarness(redis.url, { database, workers: false, env: { WORKER_LOCK_MS: '1500' } });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill()));
    await h?.close();
    await database?.close();
    await postgres?.stop();
    await redis?.stop();
  });

  function startWorker(name: string): WorkerProcess {
    const config = h.billing.deps.config;
    const worker = startWorkerProcess(name, {
      REDIS_URL: redis.url,
      DATABASE_URL: databaseUrl,
      CARRIER_URL: config.CARRIER_URL,
      QUEUE_PREFIX: config.QUEUE_PREFIX,
      WORKER_LOCK_MS: '1500',
      WORKER_CONCURRENCY: '4',
      JOB_BACKOFF_MS: '100',
    });
    workers.push(worker);
    return worker;
  }

  it('loses no job and charges none twice: its stalled jobs are picked up by the next worker', async () => {
    // Half the numbers have had their free day, so their subscribe charges at once.
    const numbers = Array.from({ length: JOBS }, () => h.newNumber());
    const local = startBillingWorkers(redis.url, h.billing.deps);
    for (const msisdn of numbers.slice(0, JOBS / 2)) {
      const first = await h.subscribe(msisdn, 'p-grtv-daily-c-01', { consent: 'header' });
      await h.billing.producers.requestUnsubscribe(msisdn, 'unsubscribe');
      await expect.poll(async () => (await findSubscription(database.db, first.subscriptionId!))?.status, { timeout: 10_000 }).toBe('cancelled');
    }
    await local.close();

    const attempts: PreparedAttempt[] = [];
    for (const msisdn of numbers) attempts.push(await h.prepare(msisdn, 'p-grtv-daily-c-01'));
    // Slow carrier: every subscription and charge takes 600 ms, so jobs are mid-flight when the worker dies.
    await h.sandbox.setFaults({ endpoints: { subscribe: { latency_ms: 600 }, charge: { latency_ms: 600 } } });

    const first = startWorker('doomed');
    for (const attempt of attempts) await h.billing.producers.requestSubscribe(attempt);
    await expect.poll(async () => (await h.billing.queues.subscribe.getJobCounts('active')).active ?? 0, { timeout: 30_000, interval: 50 }).toBeGreaterThan(0);
    const activeAtKill = (await h.billing.queues.subscribe.getJobCounts('active')).active ?? 0;
    await first.kill();

    const second = startWorker('survivor');
    const outcomes = await Promise.all(attempts.map((a) => h.billing.producers.waitForOutcome(a.transactionId, a.msisdn, 60_000)));
    await h.sandbox.clearFaults();
    expect(activeAtKill).toBeGreaterThan(0);
    expect(outcomes.map((o) => o.status)).toEqual(attempts.map(() => 'success'));

    const charges = await h.sandbox.listCharges();
    for (const attempt of attempts.slice(0, JOBS / 2)) {
      expect(charges.filter((c) => c.transaction_id === attempt.transactionId && c.status === 'charged')).toHaveLength(1);
    }
    for (const attempt of attempts.slice(JOBS / 2)) {
      expect(charges.filter((c) => c.transaction_id === attempt.transactionId)).toHaveLength(0);
    }
    const books = await reconcile(database.db, charges.map((c) => ({ transactionId: c.transaction_id, amountCents: c.amount_cents, status: c.status })));
    expect(books.ok).toBe(true);

    // SIGTERM: the survivor finishes what it holds and exits cleanly.
    expect(await second.stop()).toBe(0);
  }, 180_000);
});
