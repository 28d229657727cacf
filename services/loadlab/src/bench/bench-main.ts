import { DEFAULT_API_BENCH, runApiBench } from './api-bench';
import { parseBenchArgs, type BenchSection } from './bench-args';
import type { BenchLog, BenchRow } from './bench-row';
import { DEFAULT_BILLING_BENCH, runBillingBench } from './billing-bench';
import { DEFAULT_DB_BENCH, runDbBench } from './db-bench';
import { machineHeader } from './machine-header';
import { formatBenchTable } from './print-bench-table';
import { DEFAULT_WEB_BENCH, runWebBench } from './web-bench';

/**
 * `npm run bench [-- --only api,db] [--skip web] [--quick]`: the figures of GitHub issue 9, each
 * measured beside the figure it is compared with, in one run, then printed as one table.
 */
async function main() {
  const options = parseBenchArgs(process.argv.slice(2));
  // The parts' warnings (e.g. the API without a built web app) would bury the progress; LOG_LEVEL=warn shows them.
  process.env.LOG_LEVEL ??= 'error';
  // Interrupted: exit through 'exit', whose handlers stop the private Redis, Postgres and worker processes.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const started = new Date();
  const t0 = Date.now();
  const log: BenchLog = (line) => process.stderr.write(`  ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s  ${line}\n`);
  const header = machineHeader(started);
  const runs: Record<BenchSection, () => Promise<BenchRow[]>> = {
    api: () => runApiBench(options.quick ? { seconds: 1, warmUpSeconds: 0.5, connections: 32 } : DEFAULT_API_BENCH, log),
    billing: () => runBillingBench(options.quick ? { ...DEFAULT_BILLING_BENCH, attempts: 64, warmUp: 8 } : DEFAULT_BILLING_BENCH, log),
    web: () => runWebBench(options.quick ? { ...DEFAULT_WEB_BENCH, loads: 1 } : DEFAULT_WEB_BENCH, log),
    db: () => runDbBench(options.quick ? { ...DEFAULT_DB_BENCH, seconds: 0.5 } : DEFAULT_DB_BENCH, log),
  };
  const rows: BenchRow[] = [];
  let failed = false;
  for (const section of options.sections) {
    log(`${section}: starting`);
    try {
      rows.push(...(await runs[section]()));
    } catch (error) {
      failed = true;
      const message = error instanceof Error ? error.message : String(error);
      log(`${section}: FAILED: ${error instanceof Error ? (error.stack ?? message) : message}`);
      rows.push({ section, figure: 'FAILED', value: '-', note: message.split('\n')[0]!.slice(0, 160) });
    }
  }
  console.log(header.join('\n'));
  console.log(`sections: ${options.sections.join(', ')}${options.quick ? ' (--quick: too short to quote)' : ''}; took ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
  console.log(formatBenchTable(rows));
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
