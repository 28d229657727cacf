import { loadContentConfig, prepareContentDatabase, startContent } from '@grtv/content';
import { createLogger, freePort } from '@grtv/kit';
import fastify from 'fastify';
import { fileURLToPath } from 'node:url';
import { startLoadSystem } from '../system/start-load-system';
import { fixed, ms, times, type BenchLog, type BenchRow } from './bench-row';
import { describeCpu, watchCpu, type CpuShare } from './process-cpu';
import { runAutocannon, type CannonFigures, type CannonTarget } from './run-autocannon';

export interface ApiBenchOptions {
  /** Seconds each target is measured. */
  seconds: number;
  warmUpSeconds: number;
  connections: number;
}

export const DEFAULT_API_BENCH: ApiBenchOptions = { seconds: 5, warmUpSeconds: 1, connections: 32 };

const STATUS_CHECK_REQUEST = fileURLToPath(new URL('./status-check-request.cjs', import.meta.url));

/**
 * The API's two busiest reads against a bare Fastify route in the same process, one after the
 * other in one run: the status check (Redis counter + one carrier sandbox call per package) and
 * the home page read (API -> content host -> Postgres). The ratio to the bare route is what the
 * API's own work costs on this machine.
 */
export async function runApiBench(options: ApiBenchOptions, log: BenchLog): Promise<BenchRow[]> {
  const contentPort = await freePort();
  const system = await startLoadSystem({ workers: 0, env: { CONTENT_URL: `http://127.0.0.1:${contentPort}` } });
  const bare = fastify();
  bare.get('/bare', async () => ({ ok: true }));
  let content: { close(): Promise<void> } | null = null;
  try {
    await prepareContentDatabase(system.database);
    content = await startContent(loadContentConfig({ CONTENT_PORT: String(contentPort), CONTENT_MAKE_MEDIA: 'false', LOG_LEVEL: 'warn' }), {
      db: system.database.db,
      logger: createLogger({ name: 'bench-content', level: 'warn' }),
    });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    const targets: CannonTarget[] = [
      { label: 'GET /bare (bare Fastify)', url: `${bareUrl}/bare` },
      { label: 'POST /api/auth/status_check', url: `${system.appUrl}/api/auth/status_check`, method: 'POST', setupRequestFile: STATUS_CHECK_REQUEST },
      { label: 'GET /api/content/home', url: `${system.appUrl}/api/content/home` },
    ];
    for (const target of targets) {
      log(`api: warming up ${target.label} (${options.warmUpSeconds} s)`);
      await runAutocannon(target, options.warmUpSeconds, options.connections);
    }
    const figures: Array<CannonFigures & { cpu: CpuShare | null }> = [];
    for (const target of targets) {
      log(`api: ${target.label}, ${options.seconds} s at ${options.connections} connections`);
      const cpu = watchCpu();
      const figure = await runAutocannon(target, options.seconds, options.connections);
      figures.push({ ...figure, cpu: cpu() });
    }
    const base = figures[0]!;
    return targets.flatMap((target, i) => {
      const f = figures[i]!;
      const trouble = f.non2xx || f.errors ? `; ${f.non2xx} non-2xx ${JSON.stringify(f.statusCodes)}, ${f.errors} errors: figure suspect` : '';
      const note = `${fixed(f.total)} requests; ${describeCpu(f.cpu)}${trouble}`;
      const first = i === 0;
      return [
        { section: 'api', figure: `${target.label}: requests/s`, value: fixed(f.requestsPerSecond), ...(first ? {} : { ratio: times(f.requestsPerSecond, base.requestsPerSecond, 'bare') }), note },
        { section: 'api', figure: `${target.label}: mean latency`, value: ms(f.meanMs), ...(first ? {} : { ratio: times(f.meanMs, base.meanMs, 'bare') }) },
        {
          section: 'api',
          figure: `${target.label}: p50 latency`,
          value: ms(f.p50Ms),
          ...(first ? { note: 'autocannon counts whole ms' } : { ratio: base.p50Ms >= 1 ? times(f.p50Ms, base.p50Ms, 'bare') : 'bare < 1 ms' }),
        },
        { section: 'api', figure: `${target.label}: p99 latency`, value: ms(f.p99Ms), ...(first ? {} : { ratio: times(f.p99Ms, base.p99Ms, 'bare') }) },
      ];
    });
  } finally {
    await bare.close().catch(() => undefined);
    await content?.close().catch(() => undefined);
    await system.stop();
  }
}
