import { appendLedger, runBillingMigrations } from '@grtv/billing';
import { canStartPostgres, openDatabase, startPostgresServer, type DatabaseHandle, type PostgresServer } from '@grtv/kit';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixed, times, type BenchLog, type BenchRow } from './bench-row';

export interface DbBenchOptions {
  /** Seconds each engine and mode writes for. */
  seconds: number;
  /** Writers at once in the concurrent mode. */
  concurrency: number;
}

export const DEFAULT_DB_BENCH: DbBenchOptions = { seconds: 2, concurrency: 8 };

interface Engine {
  label: string;
  note: string;
  open(): Promise<{ handle: DatabaseHandle; close(): Promise<void> }>;
}

/**
 * Ledger rows per second (`appendLedger`, one row a call, as the workers write them), one writer
 * at a time and `concurrency` at once, on every engine this machine has: PGlite on disk (npm start's
 * default), Postgres as production runs it (fsync on), and Postgres as the load system runs it
 * (fsync off) or the one DATABASE_URL names.
 */
export async function runDbBench(options: DbBenchOptions, log: BenchLog): Promise<BenchRow[]> {
  const engines: Engine[] = [
    {
      label: 'PGlite (on disk)',
      note: 'npm start default: one connection in this process',
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'grtv-bench-pglite-'));
        const handle = await openDatabase({ dataDir: dir });
        return { handle, close: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })) };
      },
    },
  ];
  if (process.env.DATABASE_URL) {
    engines.push({ label: 'Postgres (DATABASE_URL)', note: 'the server DATABASE_URL names: its own durability settings', open: () => openPostgres(() => Promise.resolve({ url: process.env.DATABASE_URL!, stop: async () => {} })) });
  } else if (canStartPostgres()) {
    engines.push(
      { label: 'Postgres (fsync on)', note: 'private server, durable commits: as production runs it', open: () => openPostgres(() => startPostgresServer({ durable: true })) },
      { label: 'Postgres (fsync off)', note: 'private server as the load system (billing figures) runs it', open: () => openPostgres(() => startPostgresServer()) },
    );
  }

  const rows: BenchRow[] = [];
  let base: { sequential: number; concurrent: number } | null = null;
  for (const engine of engines) {
    log(`db: ${engine.label}`);
    const { handle, close } = await engine.open();
    try {
      await runBillingMigrations(handle);
      await writeFor(handle, 0.3, options.concurrency, 'warm');
      const sequential = await writeFor(handle, options.seconds, 1, 'seq');
      const concurrent = await writeFor(handle, options.seconds, options.concurrency, 'conc');
      base ??= { sequential, concurrent };
      const first = rows.length === 0;
      rows.push(
        { section: 'db', figure: `${engine.label}: ledger writes/s, sequential`, value: fixed(sequential), ...(first ? {} : { ratio: times(sequential, base.sequential, 'PGlite') }), note: engine.note },
        {
          section: 'db',
          figure: `${engine.label}: ledger writes/s, ${options.concurrency} at once`,
          value: fixed(concurrent),
          ratio: first ? times(concurrent, sequential, 'sequential') : times(concurrent, base.concurrent, 'PGlite'),
        },
      );
    } finally {
      await close();
    }
  }
  if (engines.length === 1) rows.push({ section: 'db', figure: 'Postgres', value: 'skipped', note: 'no DATABASE_URL and no Postgres binaries (apt-get install -y postgresql)' });
  return rows;
}

async function openPostgres(start: () => Promise<Pick<PostgresServer, 'url' | 'stop'>>) {
  const server = await start();
  const handle = await openDatabase({ databaseUrl: server.url, poolSize: 10 });
  return { handle, close: async () => (await handle.close(), await server.stop()) };
}

/** `writers` loops appending ledger rows for `seconds`; returns rows per second. */
async function writeFor(handle: DatabaseHandle, seconds: number, writers: number, tag: string): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let written = 0;
  const started = performance.now();
  const writer = async (w: number) => {
    for (let i = 0; performance.now() < until; i++) {
      await appendLedger(handle.db, {
        kind: 'charge.attempted',
        transactionId: `bench${tag}${w}x${i}${Date.now().toString(36)}`,
        subscriptionId: `sub-bench-${w}`,
        msisdn: '27820000000',
        amountCents: 500,
        detail: { attempt: 1, serviceKey: 'VODACOMTIER2GRTVD' },
      });
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  return written / ((performance.now() - started) / 1000);
}
