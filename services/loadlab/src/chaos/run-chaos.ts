import { getOutcome, reconcile, subscriptionsForMsisdn } from '@grtv/billing';
import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import { sleep } from '../system/retrying';
import { startLoadSystem, type LoadSystem } from '../system/start-load-system';
import { subscribeOnce } from '../system/subscribe-once';
import { prng } from './prng';

export interface ChaosOptions {
  attempts: number;
  /** Attempts in flight at once. */
  concurrency: number;
  seed: number;
  /** Share of carrier subscribe/charge calls that fail, across every kind of fault. */
  faultRate: number;
  /** Share of attempts whose subscribe request is sent twice at once (a double tap). */
  doubleSubmitRate: number;
  workers: number;
  /** Worker processes killed (SIGKILL) and restarted during the run. */
  workerKills: number;
  /** Clean restarts of the private Redis (AOF) during the run. */
  redisRestarts: number;
  log?: (line: string) => void;
}

export const DEFAULT_CHAOS: ChaosOptions = {
  attempts: 10_000,
  concurrency: 48,
  seed: 20261123,
  faultRate: 0.2,
  doubleSubmitRate: 0.1,
  workers: 2,
  workerKills: 2,
  redisRestarts: 1,
};

interface Attempt {
  index: number;
  msisdn: string;
  transactionId: string;
  /** Set up without a free day left: its subscribe charges at once. */
  charged: boolean;
  /** Set up with too little airtime: its first charge is refused. */
  broke: boolean;
  double: boolean;
  status: string | null;
}

export interface ChaosReport {
  attempts: number;
  doubleSubmitted: number;
  chargedAttempts: number;
  brokeAttempts: number;
  faultsInjected: Record<string, number>;
  workerKills: number;
  redisRestarts: number;
  outcomes: Record<string, number>;
  ledgerCharges: number;
  carrierCharges: number;
  ledgerTotalCents: number;
  carrierTotalCents: number;
  chargedTwice: number;
  subscriptionsAtCarrier: number;
  subscriptionsLost: number;
  seconds: number;
  differences: string[];
  ok: boolean;
}

/**
 * GRTV's promise under faults: N subscribe attempts through the API while the carrier fails
 * 20% of subscribe and charge calls in every way it can (timeouts before and after doing the work,
 * 5xx, throttling), 10% of requests are double-submitted, worker processes are killed and
 * restarted and Redis is restarted. Then the books: every transaction has exactly one outcome,
 * ledger charges equal carrier charges, none charged twice, no confirmed subscription missing.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const system = await startLoadSystem({ workers: options.workers });
  try {
    return await drive(system, options, log, started);
  } finally {
    await system.stop();
  }
}

async function drive(system: LoadSystem, options: ChaosOptions, log: (line: string) => void, started: number): Promise<ChaosReport> {
  const random = prng(options.seed);
  const sandbox = createSandboxClient(system.carrierUrl);
  const share = options.faultRate / 5;
  await sandbox.setFaults({
    seed: options.seed,
    endpoints: Object.fromEntries(
      (['subscribe', 'charge'] as const).map((endpoint) => [
        endpoint,
        { timeout_rate: share, timeout_after_commit_rate: share, error_rate: share * 1.5, throttle_rate: share * 1.5, timeout_ms: 1500, retry_after_seconds: 1 },
      ]),
    ),
  });

  const attempts: Attempt[] = Array.from({ length: options.attempts }, (_, index) => {
    const charged = random() < 0.5;
    return {
      index,
      msisdn: `2784${String(index).padStart(7, '0')}`,
      transactionId: `chaos${options.seed.toString(36)}x${index.toString(36).padStart(5, '0')}`,
      charged,
      broke: charged && random() < 0.1,
      double: random() < options.doubleSubmitRate,
      status: null,
    };
  });
  log(`set-up: ${attempts.length} numbers (${attempts.filter((a) => a.charged).length} without a free day, ${attempts.filter((a) => a.broke).length} without airtime)`);
  for (let i = 0; i < attempts.length; i += 200) {
    await Promise.all(
      attempts.slice(i, i + 200).map((a) => (a.charged ? sandbox.setNumber(a.msisdn, { free_trial_used: true, ...(a.broke ? { balance_cents: 100 } : {}) }) : null)),
    );
  }

  // Disruptions at fixed points of progress: worker kills, and Redis restarts between them.
  const disruptions: Array<{ at: number; run: () => Promise<void>; label: string }> = [];
  for (let k = 0; k < options.workerKills; k++) {
    const index = k % options.workers;
    disruptions.push({
      at: (k + 1) / (options.workerKills + options.redisRestarts + 1),
      label: `kill worker-${index}`,
      run: async () => {
        await system.workers[index]!.kill();
        await sleep(1000);
        system.startWorker(index);
      },
    });
  }
  for (let r = 0; r < options.redisRestarts; r++) {
    disruptions.push({ at: (options.workerKills + r + 1) / (options.workerKills + options.redisRestarts + 1), label: 'restart redis', run: () => system.restartRedis() });
  }
  disruptions.sort((a, b) => a.at - b.at);

  let done = 0;
  let next = 0;
  const pendingDisruptions = [...disruptions];
  const disrupted: Promise<void>[] = [];
  const runner = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++]!;
      attempt.status = await subscribeOnce(system.appUrl, sandbox, attempt);
      done += 1;
      while (pendingDisruptions.length && done / attempts.length >= pendingDisruptions[0]!.at) {
        const disruption = pendingDisruptions.shift()!;
        log(`after ${done} attempts: ${disruption.label}`);
        disrupted.push(disruption.run());
      }
      if (done % 500 === 0) log(`${done}/${attempts.length} attempts decided`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, runner));
  await Promise.all(disrupted);
  log('all attempts answered; waiting for billing to go quiet');
  await waitForQuiet(system);

  // The books.
  const differences: string[] = [];
  const outcomes: Record<string, number> = {};
  for (const attempt of attempts) {
    outcomes[attempt.status ?? 'none'] = (outcomes[attempt.status ?? 'none'] ?? 0) + 1;
    const stored = await getOutcome(system.database.db, attempt.transactionId);
    if (!stored || (stored.status !== 'success' && stored.status !== 'failed')) differences.push(`${attempt.transactionId}: no final outcome (${stored?.status ?? 'none'})`);
    else if (stored.status !== attempt.status) {
      differences.push(`${attempt.transactionId}${attempt.double ? ' (double-submitted)' : ''}: answered ${attempt.status}, recorded ${stored.status}`);
    }
  }
  const charges = await sandbox.listCharges();
  const books = await reconcile(
    system.database.db,
    charges.map((c) => ({ transactionId: c.transaction_id, amountCents: c.amount_cents, status: c.status })),
  );
  for (const txn of books.chargedTwice) differences.push(`${txn}: charged twice by the carrier`);
  for (const txn of books.missingInLedger) differences.push(`${txn}: charged by the carrier, not in the ledger`);
  for (const txn of books.missingAtCarrier) differences.push(`${txn}: in the ledger, not charged by the carrier`);
  for (const m of books.amountMismatches) differences.push(`${m.transactionId}: ledger ${m.ledgerCents} vs carrier ${m.carrierCents}`);

  const carrierSubscriptions = await sandbox.listSubscriptions();
  let lost = 0;
  const byMsisdn = new Map(attempts.map((a) => [a.msisdn, a]));
  for (const subscription of carrierSubscriptions.filter((s) => s.status === 'active')) {
    const attempt = byMsisdn.get(subscription.msisdn);
    const local = attempt ? await subscriptionsForMsisdn(system.database.db, attempt.msisdn) : [];
    if (!local.some((row) => row.carrierSubscriptionId === subscription.subscription_id && row.status !== 'cancelled')) {
      lost += 1;
      differences.push(`${subscription.subscription_id}: live at the carrier, missing in GRTV (a paid subscription lost)`);
    }
  }
  for (const attempt of attempts) {
    const charged = charges.filter((c) => c.transaction_id === attempt.transactionId && c.status === 'charged').length;
    const expected = attempt.status === 'success' && attempt.charged ? 1 : 0;
    if (charged !== expected) differences.push(`${attempt.transactionId}: ${charged} charges, expected ${expected}`);
  }
  const faults = await sandbox.getFaults();
  return {
    attempts: attempts.length,
    doubleSubmitted: attempts.filter((a) => a.double).length,
    chargedAttempts: attempts.filter((a) => a.charged).length,
    brokeAttempts: attempts.filter((a) => a.broke).length,
    faultsInjected: faults.injected,
    workerKills: options.workerKills,
    redisRestarts: options.redisRestarts,
    outcomes,
    ledgerCharges: books.ledgerCharges,
    carrierCharges: books.carrierCharges,
    ledgerTotalCents: books.ledgerTotalCents,
    carrierTotalCents: books.carrierTotalCents,
    chargedTwice: books.chargedTwice.length,
    subscriptionsAtCarrier: carrierSubscriptions.length,
    subscriptionsLost: lost,
    seconds: Math.round((Date.now() - started) / 1000),
    differences,
    ok: differences.length === 0,
  };
}

/** Until no job runs, waits or waits to retry (future renewals are not in flight). */
async function waitForQuiet(system: LoadSystem): Promise<void> {
  let quiet = 0;
  const deadline = Date.now() + 10 * 60_000;
  while (quiet < 3 && Date.now() < deadline) {
    let busy = 0;
    for (const queue of system.billing.queues.all()) {
      if (queue.name === 'renewal') continue;
      const counts = await queue.getJobCounts('active', 'waiting', 'prioritized', 'delayed').catch(() => ({ active: 1 }));
      busy += Object.values(counts).reduce((a: number, b) => a + (b ?? 0), 0);
    }
    quiet = busy === 0 ? quiet + 1 : 0;
    await sleep(500);
  }
}
