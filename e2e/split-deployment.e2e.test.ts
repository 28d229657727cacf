import { getOutcome, ledgerForTransaction, reconcile, subscriptionsForMsisdn, type SubscribeOutcome } from '@grtv/billing';
import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import { canStartPostgres, createRedis, type Redis } from '@grtv/kit';
import { Queue } from 'bullmq';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, freshNumber, stored } from './api-client';
import { findComposeCommand, runComposeConfig, runHealthcheck } from './split/compose-check';
import { REPO_ROOT, startServiceProcess } from './split/service-process';
import { ENTRY, startSplitGrtv, type SplitGrtv } from './split/start-split-grtv';
import { subscribeOverApi } from './subscribe-over-api';

const postgresReachable = Boolean(process.env.DATABASE_URL) || canStartPostgres();
if (!postgresReachable) {
  console.warn(
    'split-deployment test skipped: separate processes share one Postgres, and none can be started here ' +
      '(install it with apt-get install -y postgresql, or set DATABASE_URL).',
  );
}

/** Jobs one worker process runs at once (per queue): low, so both workers hold jobs at once. */
const CONCURRENCY = 3;
/** Subscribes in flight when a worker is stopped. */
const BURST = 10;
const MONTHLY = 'VODACOMTIER2GRTVM';
const MONTHLY_CENTS = 2500;
const OPS_AUTH = `Basic ${Buffer.from('ops:dev-only-change-me-ops-password').toString('base64')}`;

interface LookUp {
  subscriptions: Array<{ id: string; status: string; freeTrial: boolean; packageId: string }>;
  events: Array<{ kind: string; transactionId: string | null; amountCents: number }>;
}

describe.skipIf(!postgresReachable)('GRTV deployed apart: every service its own process on Postgres and Redis', () => {
  let grtv: SplitGrtv;
  let redis: Redis;
  let subscribeQueue: Queue;
  const sandbox = () => createSandboxClient(grtv.carrierUrl);
  const figures: Record<string, unknown> = {};

  beforeAll(async () => {
    const started = performance.now();
    grtv = await startSplitGrtv({ billingDayMs: 1000, workerConcurrency: CONCURRENCY, workers: 2, subscribeWaitMs: 6000 });
    figures.startMs = Math.round(performance.now() - started);
    redis = createRedis(grtv.redisUrl, 'client');
    subscribeQueue = new Queue('subscribe', { connection: redis, prefix: grtv.queuePrefix });
  }, 180_000);

  afterAll(async () => {
    await subscribeQueue?.close().catch(() => undefined);
    redis?.disconnect();
    // Kills whatever still runs (even after a failure), then Postgres, Redis and the temporary files.
    await grtv?.dispose();
    if (Object.keys(figures).length > 0) console.log(`split deployment figures: ${JSON.stringify(figures)}`);
  }, 60_000);

  it('runs the carrier sandbox, content host, API and two billing workers as separate processes, each healthy', async () => {
    const pids = grtv.all().map((p) => p.pid);
    expect(new Set([process.pid, ...pids]).size).toBe(pids.length + 1);
    expect(grtv.all().map((p) => p.name)).toEqual(['carrier', 'content', 'api', 'worker-1', 'worker-2']);
    for (const url of [`${grtv.apiUrl}/healthz`, `${grtv.apiUrl}/readyz`, `${grtv.contentUrl}/readyz`, `${grtv.carrierUrl}/healthz`]) {
      expect((await fetch(url)).status, url).toBe(200);
    }
    expect(await fetch(`${grtv.apiUrl}/readyz`).then((r) => r.json())).toEqual({ status: 'ready', checks: { redis: 'ok', database: 'ok' } });
    // The API reads the catalogue the content host (its own process) seeded into Postgres.
    const home = await fetch(`${grtv.apiUrl}/api/content/home`);
    expect(home.status).toBe(200);
    expect(((await home.json()) as { channels: unknown[] }).channels.length).toBeGreaterThan(0);
    // The built web app, found from the API's own folder (npm test builds it first).
    if (existsSync(resolve(REPO_ROOT, 'apps/web/dist/index.html'))) {
      expect((await fetch(`${grtv.apiUrl}/enter-number`)).headers.get('content-type')).toMatch(/^text\/html/);
    }
    figures.processes = pids.length;

    // The containers' healthchecks, run as compose runs them: the workers answer no HTTP, so theirs
    // asks Redis for this host's BullMQ worker connections on every billing queue.
    const workerCheck = runHealthcheck('infra/healthcheck/billing-worker.mjs', [], { REDIS_URL: grtv.redisUrl, QUEUE_PREFIX: grtv.queuePrefix }, REPO_ROOT);
    expect(workerCheck, workerCheck.stderr).toMatchObject({ status: 0 });
    expect(runHealthcheck('infra/healthcheck/http-ok.mjs', [`${grtv.apiUrl}/readyz`], {}, REPO_ROOT).status).toBe(0);
  });

  it('subscribes over HTTP with the first day free, then the renewal charge is booked once in the ledger and at the carrier', async () => {
    const api = createApiClient(grtv.apiUrl);
    const number = freshNumber();
    const subscribed = await subscribeOverApi(api, grtv.carrierUrl, number, { serviceKey: MONTHLY });
    expect(subscribed.body).toMatchObject({ status: 'success', package_id: 'p-grtv-monthly-c-01' });

    const lookUp = async () => (await api.get<LookUp>(`/ops/api/subscribers?msisdn=${stored(number)}`, { authorization: OPS_AUTH })).body;
    const first = await lookUp();
    expect(first.subscriptions).toHaveLength(1);
    expect(first.subscriptions[0]).toMatchObject({ freeTrial: true, packageId: 'p-grtv-monthly-c-01' });

    // A billing day is a second here: the free day ends, a worker process charges the renewal.
    await expect.poll(async () => (await lookUp()).subscriptions[0]?.status, { timeout: 20_000, interval: 250 }).toBe('active');
    const booked = (await lookUp()).events.filter((e) => e.kind === 'charge.succeeded').map((e) => [e.transactionId, e.amountCents]);
    const charged = (await sandbox().listCharges(stored(number))).filter((c) => c.status === 'charged').map((c) => [c.transaction_id, c.amount_cents]);
    expect(booked).toEqual([[expect.stringMatching(/^rnw-/), MONTHLY_CENTS]]);
    expect(charged).toEqual(booked);
  });

  it('a worker stopped with SIGTERM while jobs are in flight finishes them and exits 0: every attempt reaches an outcome, every charge is booked once', async () => {
    const [doomed, survivor] = grtv.workers as [SplitGrtv['workers'][0], SplitGrtv['workers'][0]];
    // A slow carrier keeps jobs in the workers' hands long enough to stop one mid-flight.
    await sandbox().setFaults({ endpoints: { subscribe: { latency_ms: 800 }, charge: { latency_ms: 800 } } });

    // Stop the first worker once more jobs are active than one worker may hold: it holds some of them.
    const stopWhenBothHoldJobs = (async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const active = (await subscribeQueue.getJobCounts('active')).active ?? 0;
        if (active > CONCURRENCY) return { activeAtStop: active, exit: await doomed.terminate('SIGTERM') };
        if (Date.now() > deadline) throw new Error(`never more than ${CONCURRENCY} subscribe jobs active at once (last: ${active})`);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    // Awaited below; this only keeps a failure meanwhile from surfacing as an unhandled rejection.
    stopWhenBothHoldJobs.catch(() => undefined);
    const numbers = Array.from({ length: BURST }, () => freshNumber());
    // Half have had their free day (as returning subscribers): their subscribe charges at once, so
    // charges too are in the workers' hands when one is stopped.
    const returning = new Set(numbers.filter((_, i) => i % 2 === 1).map(stored));
    for (const msisdn of returning) await sandbox().setNumber(msisdn, { free_trial_used: true });
    const attempts = await Promise.all(
      numbers.map(async (number) => {
        const answer = await subscribeOverApi(createApiClient(grtv.apiUrl), grtv.carrierUrl, number, { serviceKey: MONTHLY });
        return { msisdn: stored(number), transactionId: answer.transactionId, answered: answer.body.status };
      }),
    );
    const { activeAtStop, exit } = await stopWhenBothHoldJobs;
    expect(activeAtStop).toBeGreaterThan(CONCURRENCY);
    expect(exit, doomed.output()).toMatchObject({ code: 0, signal: null });
    const doomedLog = doomed.logRecords().map((r) => r.msg);
    expect(doomedLog).toContain('stopping: finishing the jobs in hand');
    expect(doomedLog).toContain('stopped');
    figures.sigtermWorker = { name: doomed.name, exitCode: exit.code, drainMs: exit.ms, subscribeJobsActiveAtSigterm: activeAtStop, perWorkerConcurrency: CONCURRENCY };

    // Nothing lost: every attempt is decided (the survivor takes the rest), none left in any queue state.
    const outcomes: SubscribeOutcome[] = [];
    for (const attempt of attempts) {
      await expect.poll(async () => (await getOutcome(grtv.database.db, attempt.transactionId))?.status ?? 'none', { timeout: 25_000, interval: 200 }).not.toMatch(/^(none|pending)$/);
      outcomes.push((await getOutcome(grtv.database.db, attempt.transactionId))!);
    }
    expect(outcomes.map((o) => o.status)).toEqual(attempts.map(() => 'success'));
    expect(await subscribeQueue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed')).toMatchObject({ waiting: 0, active: 0, delayed: 0, failed: 0, completed: BURST + 1 });
    figures.attempts = attempts.length + 1;
    figures.answeredAtOnce = Object.fromEntries(['success', 'pending'].map((s) => [s, attempts.filter((a) => a.answered === s).length]));
    figures.outcomes = Object.fromEntries([...new Set(outcomes.map((o) => o.status))].map((s) => [s, outcomes.filter((o) => o.status === s).length + (s === 'success' ? 1 : 0)]));

    // Each free day ends a second later: the surviving worker charges every renewal.
    for (const attempt of attempts) {
      await expect.poll(async () => (await subscriptionsForMsisdn(grtv.database.db, attempt.msisdn))[0]?.status, { timeout: 30_000, interval: 250 }).toBe('active');
    }
    await sandbox().clearFaults();

    // The last worker drains too; with no worker left the books are still, so they must agree exactly.
    const lastExit = await survivor.terminate('SIGTERM');
    expect(lastExit, survivor.output()).toMatchObject({ code: 0, signal: null });
    figures.lastWorker = { name: survivor.name, exitCode: lastExit.code, drainMs: lastExit.ms };
    expect(runHealthcheck('infra/healthcheck/billing-worker.mjs', [], { REDIS_URL: grtv.redisUrl, QUEUE_PREFIX: grtv.queuePrefix }, REPO_ROOT).status).toBe(1);

    const charges = await sandbox().listCharges();
    const carrierCharged = charges.filter((c) => c.status === 'charged');
    const books = await reconcile(grtv.database.db, charges.map((c) => ({ transactionId: c.transaction_id, amountCents: c.amount_cents, status: c.status })));
    expect(books).toMatchObject({ ok: true, missingInLedger: [], missingAtCarrier: [], chargedTwice: [], amountMismatches: [] });
    expect(books.ledgerCharges).toBe(carrierCharged.length);
    expect(carrierCharged.length).toBeGreaterThanOrEqual(BURST + 1);
    for (const charge of carrierCharged) {
      const rows = await ledgerForTransaction(grtv.database.db, charge.transaction_id);
      expect(rows.filter((r) => r.kind === 'charge.succeeded'), charge.transaction_id).toHaveLength(1);
    }
    for (const attempt of attempts) expect(carrierCharged.filter((c) => c.msisdn === attempt.msisdn).length, attempt.msisdn).toBeGreaterThanOrEqual(1);
    // A returning subscriber's subscribe was charged once, under its own transaction id.
    const chargedAtSubscribe = attempts.filter((a) => carrierCharged.some((c) => c.transaction_id === a.transactionId));
    expect(chargedAtSubscribe.map((a) => a.msisdn).sort()).toEqual([...returning].sort());
    figures.charges = { sandbox: carrierCharged.length, ledger: books.ledgerCharges, atSubscribe: chargedAtSubscribe.length, sandboxCents: books.carrierTotalCents, ledgerCents: books.ledgerTotalCents };
  }, 120_000);

  it('keeps every BullMQ key under one hash-tagged prefix, so each queue lives in one Redis Cluster slot', async () => {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${grtv.queuePrefix}:*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    expect(grtv.queuePrefix).toMatch(/^\{[a-z0-9-]+\}$/);
    for (const queue of ['subscribe', 'renewal']) expect(keys.some((k) => k.startsWith(`${grtv.queuePrefix}:${queue}:`)), queue).toBe(true);
    if (grtv.ownsRedis) {
      // Nothing else writes here: every key is the API's (its own prefix) or carries billing's hash tag.
      const strays: string[] = [];
      cursor = '0';
      do {
        const [next, batch] = await redis.scan(cursor, 'COUNT', 1000);
        cursor = next;
        strays.push(...batch.filter((k) => !k.startsWith(`${grtv.queuePrefix}:`) && !k.startsWith(`${grtv.redisPrefix}:`)));
      } while (cursor !== '0');
      expect(strays).toEqual([]);
    }
  });

  it('the API, content host and carrier each stop on SIGTERM with exit 0, answering the request in flight first', async () => {
    await sandbox().setFaults({ endpoints: { status: { latency_ms: 1000 } } });
    const api = createApiClient(grtv.apiUrl);
    const inFlight = api.post('/api/auth/status_check', { transaction_id: 'split-drain-0001', msisdn: freshNumber() });
    await new Promise((r) => setTimeout(r, 300));
    const apiExit = await grtv.api.terminate('SIGTERM');
    expect((await inFlight).body).toMatchObject({ code: 'eligible' });
    expect(apiExit, grtv.api.output()).toMatchObject({ code: 0, signal: null });
    expect(runHealthcheck('infra/healthcheck/http-ok.mjs', [`${grtv.apiUrl}/readyz`], {}, REPO_ROOT).status).toBe(1);
    await expect(fetch(`${grtv.apiUrl}/healthz`)).rejects.toThrow();

    const contentExit = await grtv.content.terminate('SIGTERM');
    const carrierExit = await grtv.carrier.terminate('SIGTERM');
    expect(contentExit, grtv.content.output()).toMatchObject({ code: 0, signal: null });
    expect(carrierExit, grtv.carrier.output()).toMatchObject({ code: 0, signal: null });
    figures.stops = { api: apiExit, content: contentExit, carrier: carrierExit };
  });
});

describe('each service as its own process, from its environment alone', () => {
  it('refuses a missing or bad variable at once: exit 1 and a message naming it, no stack trace', async () => {
    const PATH = process.env.PATH ?? '';
    const cases: Array<{ entry: string; env: Record<string, string>; names: string[] }> = [
      { entry: ENTRY.api, env: { PATH }, names: ['REDIS_URL', 'DATABASE_URL', 'PGlite'] },
      { entry: ENTRY.workers, env: { PATH, REDIS_URL: 'redis://127.0.0.1:1' }, names: ['DATABASE_URL'] },
      { entry: ENTRY.content, env: { PATH, CONTENT_PORT: 'eighty' }, names: ['CONTENT_PORT'] },
      { entry: ENTRY.carrier, env: { PATH, CARRIER_PORT: 'eighty' }, names: ['CARRIER_PORT'] },
    ];
    const runs = cases.map((c) => ({ ...c, process: startServiceProcess(c.entry, c.entry, c.env) }));
    for (const run of runs) {
      const exit = await run.process.exited;
      const said = run.process.output();
      expect(exit, said).toEqual({ code: 1, signal: null });
      for (const name of run.names) expect(said, run.entry).toContain(name);
      expect(said, run.entry).not.toMatch(/^! +at /m);
    }
  }, 60_000);
});

describe('docker-compose.yml', () => {
  const compose = findComposeCommand();
  if (!compose) console.warn('docker compose config check skipped: neither `docker compose` (the Compose plugin) nor `docker-compose` is installed here.');
  it.skipIf(!compose)('passes `docker compose config --quiet`', () => {
    const result = runComposeConfig(compose!, REPO_ROOT);
    expect(result.status, `${result.command}: ${result.stderr}`).toBe(0);
  });
});
