import { DEFAULT_CHAOS, runChaos, type ChaosOptions } from './run-chaos';

/**
 * `npm run chaos [-- --attempts N --concurrency C --seed S]`: the chaos run against a private
 * system (Redis with AOF, Postgres, sandbox, API, two worker processes). Prints the counts and
 * exits non-zero on any difference.
 */
function parseArgs(argv: string[]): ChaosOptions {
  const options = { ...DEFAULT_CHAOS };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], Number(argv[i + 1])];
    if (!Number.isFinite(value) || value < 0) throw new Error(`${flag} needs a number, got ${argv[i + 1]}`);
    if (flag === '--attempts') options.attempts = Math.floor(value);
    else if (flag === '--concurrency') options.concurrency = Math.max(1, Math.floor(value));
    else if (flag === '--seed') options.seed = Math.floor(value);
    else throw new Error(`Unknown option ${flag}. Use --attempts, --concurrency or --seed.`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = new Date();
  console.log(`chaos: ${options.attempts} attempts, ${options.faultRate * 100}% carrier faults, ${options.doubleSubmitRate * 100}% double submits, ${options.workerKills} worker kills, ${options.redisRestarts} Redis restart(s), seed ${options.seed}`);
  const report = await runChaos({ ...options, log: (line) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${line}`) });
  const { differences, ...counts } = report;
  console.log(`\nchaos run of ${started.toISOString()}:`);
  console.table(
    Object.entries(counts)
      .filter(([key]) => key !== 'ok')
      .map(([figure, value]) => ({ figure, value: typeof value === 'object' ? JSON.stringify(value) : value })),
  );
  if (differences.length) {
    console.log(`${differences.length} difference(s):`);
    for (const line of differences.slice(0, 50)) console.log(`  ${line}`);
  }
  console.log(report.ok ? 'chaos: OK, no differences' : 'chaos: FAILED');
  process.exit(report.ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
