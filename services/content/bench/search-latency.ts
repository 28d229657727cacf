/**
 * `npm run bench -w services/content`: search latency on the seeded catalogue, per database
 * engine. Prints the median and p95 of 50 searches over HTTP (fetch to 127.0.0.1) and of the same
 * searches against the database alone. A measurement, not a test: nothing here fails on a number.
 */
import { testDatabaseEngines } from '@grtv/kit/testing';
import { searchCatalogue } from '../src/search/search-catalogue';
import { startSeededContent } from '../src/testing/seeded-content';

const QUERIES = ['ubuntu heights', 'ubun', 'isizu', 'kasi kit', 'braai', 'amapiano live', 'soweto', 'die plaas', 'psl', 'jozi gold', 'mdantsane', 'karoo'];
const RUNS = 50;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const format = (ms: number) => `${ms.toFixed(2)} ms`;

const engines = testDatabaseEngines();
for (const engine of engines) {
  const host = await startSeededContent(engine);
  const texts = Array.from({ length: RUNS }, (_, i) => QUERIES[i % QUERIES.length]!);
  // Warm up: plans, caches, JIT.
  for (const text of QUERIES) await searchCatalogue(host.handle.db, { text, offset: 0, limit: 20, scope: 'all' });

  const db: number[] = [];
  for (const text of texts) {
    const started = performance.now();
    await searchCatalogue(host.handle.db, { text, offset: 0, limit: 20, scope: 'all' });
    db.push(performance.now() - started);
  }
  const http: number[] = [];
  for (const text of texts) {
    const started = performance.now();
    const response = await fetch(`${host.url}/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text, limit: 20 }) });
    await response.arrayBuffer();
    http.push(performance.now() - started);
  }
  console.log(
    `${engine.name.padEnd(8)} search, ${RUNS} runs: database median ${format(quantile(db, 0.5))}, p95 ${format(quantile(db, 0.95))}; ` +
      `HTTP median ${format(quantile(http, 0.5))}, p95 ${format(quantile(http, 0.95))}`,
  );
  await host.close();
  await engine.stop();
}
