import { getOutcome, reconcile } from '@grtv/billing';
import { createSandboxClient, type SandboxClient } from '@grtv/carrier/sandbox-client';
import { sleep } from '../system/retrying';
import { startLoadSystem, type LoadSystem } from '../system/start-load-system';
import { subscribeOnce, type SubscribeAttempt } from '../system/subscribe-once';
import { fixed, ms, quantile, times, type BenchLog, type BenchRow } from './bench-row';
import { describeCpu, ownCpuSeconds, processCpuSeconds, watchCpu, type CpuShare } from './process-cpu';

export interface BillingBenchOptions {
  /** Subscribes measured per worker count. */
  attempts: number;
  /** People subscribing at once. */
  concurrency: number;
  /** Subscribes before the clock starts (workers connected, code warm). */
  warmUp: number;
  /** The worker process counts compared, e.g. [1, 2]. */
  workerCounts: number[];
  /** Jobs each worker process runs at once (WORKER_CONCURRENCY; billing's default is 8). */
  workerConcurrency: number;
}

export const DEFAULT_BILLING_BENCH: BillingBenchOptions = { attempts: 300, concurrency: 32, warmUp: 16, workerCounts: [1, 2], workerConcurrency: 8 };

interface BillingAttempt extends SubscribeAttempt {
  /** No free day left: the job charges R5 at the carrier and books it. */
  charged: boolean;
  status: string | null;
  /** ms from the first request of the run to this person's confirmed answer. */
  doneAt: number;
  /** ms this person's whole flow took (status check to confirmed answer). */
  took: number;
}

interface BillingRun {
  workers: number;
  perSecond: number;
  seconds: number;
  flowP50: number;
  flowP99: number;
  charged: number;
  ledgerCents: number;
  /** Share of one core used while measured: this process (API, sandbox, the simulated phones) and the worker processes together. */
  mainCpu: number;
  workersCpu: number | null;
  /** Cores busy with this bench's processes (incl. Redis, Postgres) and with others' work. */
  cpu: CpuShare | null;
  /** Per subscribe job (ms): waiting in the queue, then in a worker's hands. */
  queueWaitP50: number;
  inWorkerP50: number;
  inWorkerP99: number;
}

/**
 * Confirmed subscriptions per second through API -> queue -> worker processes -> sandbox carrier
 * -> ledger, with 1 and then 2 worker processes on fresh systems. Every attempt must succeed and
 * the ledger must match the carrier's charges, else the section fails rather than print a figure.
 */
export async function runBillingBench(options: BillingBenchOptions, log: BenchLog): Promise<BenchRow[]> {
  const runs: BillingRun[] = [];
  for (const [round, workers] of options.workerCounts.entries()) {
    const system = await startLoadSystem({ workers, env: { WORKER_CONCURRENCY: String(options.workerConcurrency) } });
    try {
      runs.push(await measure(system, workers, round, options, log));
    } finally {
      await system.stop();
    }
  }
  const base = runs[0]!;
  return runs.flatMap((run, i) => {
    const label = `${run.workers} worker process${run.workers === 1 ? '' : 'es'}`;
    return [
      {
        section: 'billing',
        figure: `confirmed subscribes/s, ${label}`,
        value: fixed(run.perSecond, 1),
        ...(i === 0 ? {} : { ratio: times(run.perSecond, base.perSecond, `${base.workers} worker`) }),
        note: `${options.attempts} in ${fixed(run.seconds, 1)} s at ${options.concurrency} at once; all succeeded; ${run.charged} charged, books reconcile (R${fixed(run.ledgerCents / 100, 2)})`,
      },
      {
        section: 'billing',
        figure: `one person's flow p50 / p99, ${label}`,
        value: `${fixed(run.flowP50 / 1000, 2)} / ${fixed(run.flowP99 / 1000, 2)} s`,
        note: 'status check + OTP + anti-fraud token + subscribe, to the confirmed answer',
      },
      {
        section: 'billing',
        figure: `subscribe job: queue wait p50, in worker p50 / p99, ${label}`,
        value: `${ms(run.queueWaitP50)}, ${ms(run.inWorkerP50)} / ${ms(run.inWorkerP99)}`,
        note: `BullMQ's timestamps; ${options.workerConcurrency} jobs at once per worker process`,
      },
      {
        section: 'billing',
        figure: `CPU while measured, ${label}`,
        value: `${fixed(run.mainCpu * 100)}% + ${run.workersCpu === null ? 'n/a' : `${fixed(run.workersCpu * 100)}%`}`,
        note: `this process (API, sandbox, the phones) + the worker processes, 100% = one core; whole ${describeCpu(run.cpu)} (ours incl. Redis, Postgres)`,
      },
    ];
  });
}

async function measure(system: LoadSystem, workers: number, round: number, options: BillingBenchOptions, log: BenchLog): Promise<BillingRun> {
  const sandbox = createSandboxClient(system.carrierUrl);
  const total = options.warmUp + options.attempts;
  const attempts: BillingAttempt[] = Array.from({ length: total }, (_, index) => ({
    msisdn: `2783${round}${String(index).padStart(6, '0')}`,
    transactionId: `bench${round}w${workers}x${String(index).padStart(6, '0')}`,
    charged: index % 2 === 1,
    status: null,
    doneAt: 0,
    took: 0,
  }));
  for (let i = 0; i < attempts.length; i += 100) {
    await Promise.all(attempts.slice(i, i + 100).map((a) => (a.charged ? sandbox.setNumber(a.msisdn, { free_trial_used: true }) : null)));
  }
  await waitForWorkers(system, workers);
  log(`billing: ${workers} worker(s) connected; ${options.warmUp} warm-up subscribes`);
  await drive(system.appUrl, sandbox, attempts.slice(0, options.warmUp), options.concurrency, Date.now());

  log(`billing: ${options.attempts} subscribes at ${options.concurrency} at once, ${workers} worker process(es)`);
  const measured = attempts.slice(options.warmUp);
  const workersCpu = () => {
    const each = system.workers.map((w) => processCpuSeconds(w.child.pid));
    return each.every((s) => s !== null) ? each.reduce((a, b) => a! + b!, 0)! : null;
  };
  const [main0, workers0] = [ownCpuSeconds(), workersCpu()];
  const cpu = watchCpu();
  const start = Date.now();
  await drive(system.appUrl, sandbox, measured, options.concurrency, start);
  const seconds = Math.max(...measured.map((a) => a.doneAt)) / 1000;
  const [main1, workers1, share] = [ownCpuSeconds(), workersCpu(), cpu()];

  // Honest figures only: every attempt confirmed (as answered and as stored), and the books straight.
  const problems: string[] = [];
  for (const a of attempts) {
    if (a.status !== 'success') problems.push(`${a.transactionId} answered ${a.status}`);
    const stored = await getOutcome(system.database.db, a.transactionId);
    if (stored?.status !== 'success') problems.push(`${a.transactionId} stored ${stored?.status ?? 'nothing'}`);
  }
  const charges = await sandbox.listCharges();
  const books = await reconcile(system.database.db, charges.map((c) => ({ transactionId: c.transaction_id, amountCents: c.amount_cents, status: c.status })));
  const expectedCharges = attempts.filter((a) => a.charged).length;
  if (!books.ok) problems.push(`books do not reconcile: ${JSON.stringify({ ...books, ok: undefined })}`.slice(0, 500));
  if (books.ledgerCharges !== expectedCharges) problems.push(`${books.ledgerCharges} charges booked, ${expectedCharges} expected`);
  if (problems.length) throw new Error(`billing with ${workers} worker(s): ${problems.length} problem(s): ${problems.slice(0, 5).join('; ')}`);

  const flows = measured.map((a) => a.took);
  // BullMQ keeps completed jobs: when each was queued, taken by a worker, and finished.
  const ids = new Set(measured.map((a) => a.transactionId));
  const jobs = (await system.billing.queues.subscribe.getJobs(['completed'], 0, -1)).filter((job) => job && ids.has(job.id!));
  const waits = jobs.map((job) => job.processedOn! - job.timestamp);
  const runsInWorker = jobs.map((job) => job.finishedOn! - job.processedOn!);
  return {
    workers,
    perSecond: measured.length / seconds,
    seconds,
    flowP50: quantile(flows, 0.5),
    flowP99: quantile(flows, 0.99),
    charged: books.ledgerCharges,
    ledgerCents: books.ledgerTotalCents,
    mainCpu: (main1 - main0) / seconds,
    workersCpu: workers0 !== null && workers1 !== null ? (workers1 - workers0) / seconds : null,
    cpu: share,
    queueWaitP50: quantile(waits, 0.5),
    inWorkerP50: quantile(runsInWorker, 0.5),
    inWorkerP99: quantile(runsInWorker, 0.99),
  };
}

/** `concurrency` people at once, each taking the next attempt when done. */
async function drive(appUrl: string, sandbox: SandboxClient, attempts: BillingAttempt[], concurrency: number, start: number): Promise<void> {
  let next = 0;
  const person = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++]!;
      const began = Date.now();
      attempt.status = await subscribeOnce(appUrl, sandbox, attempt, { pollMs: 100 });
      attempt.doneAt = Date.now() - start;
      attempt.took = Date.now() - began;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, attempts.length) }, person));
}

/** Until every worker process has connected to the subscribe queue (they start as new Node processes). */
async function waitForWorkers(system: LoadSystem, workers: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const connected = (await system.billing.queues.subscribe.getWorkers()).length;
    if (connected >= workers) return;
    if (Date.now() > deadline) throw new Error(`only ${connected} of ${workers} worker processes connected to the subscribe queue within 60 s`);
    await sleep(200);
  }
}
