import { canStartPostgres } from '@grtv/kit';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAOS, runChaos } from './run-chaos';

const postgres = Boolean(process.env.DATABASE_URL) || canStartPostgres();
if (!postgres) console.warn('chaos test skipped: worker processes need Postgres (apt-get install -y postgresql, or DATABASE_URL).');

describe.skipIf(!postgres)('a small chaos run (npm run chaos does 10,000 attempts)', () => {
  it('keeps the books straight through carrier faults, double taps, a killed worker and a Redis restart', async () => {
    const report = await runChaos({ ...DEFAULT_CHAOS, attempts: 240, concurrency: 24, workerKills: 1, redisRestarts: 1, log: (line) => console.log(`chaos ${new Date().toISOString().slice(11, 19)} ${line}`) });
    const { differences, ...counts } = report;
    console.log(`small chaos run: ${JSON.stringify(counts)}`);
    expect(differences).toEqual([]);
    expect(report.outcomes.success! + (report.outcomes.failed ?? 0)).toBe(240);
    expect(report.chargedTwice).toBe(0);
    expect(report.subscriptionsLost).toBe(0);
    expect(report.ledgerTotalCents).toBe(report.carrierTotalCents);
    expect(Object.values(report.faultsInjected).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
