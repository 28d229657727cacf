import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import { createApiClient, launchBrowser, type Browser } from '@grtv/kit/testing';
import { startDisposableGrtv, type DisposableGrtv } from '@grtv/launcher';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from '../system/retrying';
import { subscribeOnce } from '../system/subscribe-once';
import { fixed, kb, median, ms, times, type BenchLog, type BenchRow } from './bench-row';
import { SLOW_4G } from './phone-throttling';
import { buildWebWithManifest, routeBytes, type RouteBytes } from './web-bundle-sizes';
import { measureFirstFrame, measurePaints, type FirstFrameFigures, type PaintFigures } from './web-browser-bench';

export interface WebBenchOptions {
  /** Cold loads per browser figure (the median is printed). */
  loads: number;
  /** A watch route of the sample catalogue whose video is in the sample media. */
  watchPath: string;
}

export const DEFAULT_WEB_BENCH: WebBenchOptions = { loads: 3, watchPath: '/watch/episode/ubuntu-heights-s01e01' };

/** The sample media `npm start` makes under .data/media (ffmpeg; ~20 s the first time). */
const SHARED_MEDIA = fileURLToPath(new URL('../../../../.data/media', import.meta.url));
const SAMPLE_ASSETS = ['grtv-sunrise', 'grtv-savanna', 'grtv-harbour'];
const THROTTLING = `slow 4G (${SLOW_4G.latencyMs} ms, ${SLOW_4G.downloadBitsPerSecond / 1e6} Mbit/s down), CPU /${SLOW_4G.cpuSlowdown}, 360x740`;

/**
 * The web app as a phone on slow data gets it: bytes per route from a fresh production build,
 * then in Chromium, throttled, the home route's paints and the first moving picture of a video.
 */
export async function runWebBench(options: WebBenchOptions, log: BenchLog): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'grtv-bench-web-'));
  const dist = join(dir, 'dist');
  let grtv: DisposableGrtv | null = null;
  let browser: Browser | null = null;
  try {
    log('web: vite build --manifest (into a temporary folder)');
    buildWebWithManifest(dist);
    const routes = routeBytes(dist);
    const rows = bytesRows(routes);

    log('web: starting GRTV on free ports, serving that build');
    grtv = await startDisposableGrtv({
      WEB_DIST: dist,
      MEDIA_DIR: SHARED_MEDIA,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    });
    browser = await launchBrowser();
    const deadline = Date.now() + 120_000;
    while (!SAMPLE_ASSETS.every((a) => existsSync(join(SHARED_MEDIA, a, 'master.m3u8')))) {
      if (Date.now() > deadline) throw new Error(`the sample media is not in ${SHARED_MEDIA} (the launcher makes it with ffmpeg: is ffmpeg installed?)`);
      await sleep(1000);
    }

    // Now and then Chromium records no paint entry for a load: such a load is replaced, and counted.
    const paints: PaintFigures[] = [];
    let discarded = 0;
    while (paints.length < options.loads && discarded <= options.loads) {
      log(`web: home route, cold load ${paints.length + 1}/${options.loads}, throttled`);
      const paint = await measurePaints(browser, grtv.appUrl, '/');
      if (Number.isFinite(paint.fcp) && Number.isFinite(paint.lcp)) paints.push(paint);
      else discarded += 1;
    }
    if (paints.length === 0) throw new Error('no load of the home route recorded its paints');

    log('web: subscribing a number through the API for the watch route');
    const api = createApiClient(grtv.appUrl);
    const msisdn = `2782${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const status = await subscribeOnce(grtv.appUrl, createSandboxClient(grtv.carrierUrl), { msisdn, transactionId: `benchweb${Date.now().toString(36)}` }, { api, pollMs: 200 });
    if (status !== 'success') throw new Error(`the subscribe for the watch route answered ${status}`);
    const frames: FirstFrameFigures[] = [];
    for (let i = 1; i <= options.loads; i++) {
      log(`web: ${options.watchPath}, cold load ${i}/${options.loads}, throttled`);
      frames.push(await measureFirstFrame(browser, grtv.appUrl, options.watchPath, api.cookies));
    }
    rows.push(...browserRows(paints, discarded, frames, routes.find((r) => r.route.startsWith('/ (home)'))!, options));
    return rows;
  } finally {
    await browser?.close().catch(() => undefined);
    await grtv?.dispose().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Bytes per route; the ratio to the entry alone shows what a route adds to what every route pays. */
function bytesRows(routes: RouteBytes[]): BenchRow[] {
  const entry = routes[0]!;
  return routes.map((r) => ({
    section: 'web',
    figure: `${r.route}: JS + CSS gzip`,
    value: `${kb(r.jsGzip)} + ${kb(r.cssGzip)}`,
    ...(r === entry ? {} : { ratio: times(r.jsGzip + r.cssGzip, entry.jsGzip + entry.cssGzip, 'entry') }),
    note: [
      `as built ${kb(r.jsRaw)} + ${kb(r.cssRaw)}`,
      r.onUseGzip ? `+ ${kb(r.onUseGzip)} gzip JS on use (hls.js when a video plays)` : '',
      r.missing.length ? `NOT IN THE BUILD: ${r.missing.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  }));
}

function browserRows(paints: PaintFigures[], discarded: number, frames: FirstFrameFigures[], home: RouteBytes, options: WebBenchOptions): BenchRow[] {
  const fcp = median(paints.map((p) => p.fcp));
  const lcp = median(paints.map((p) => p.lcp));
  const all = (values: number[]) => `loads: ${values.map((v) => fixed(v)).join(', ')} ms`;
  const elements = [...new Set(paints.map((p) => p.lcpElement))].join(', ');
  const moving = median(frames.map((f) => f.moving));
  return [
    {
      section: 'web',
      figure: `/ (home): first contentful paint, median of ${paints.length}`,
      value: ms(fcp),
      note: `${all(paints.map((p) => p.fcp))}${discarded ? ` (${discarded} load(s) without paint entries replaced)` : ''}; ${THROTTLING}`,
    },
    { section: 'web', figure: `/ (home): largest contentful paint, median of ${paints.length}`, value: ms(lcp), ratio: times(lcp, fcp, 'FCP'), note: `${all(paints.map((p) => p.lcp))}; LCP element: ${elements}` },
    {
      section: 'web',
      figure: '/ (home): JS + CSS transferred, median',
      value: kb(median(paints.map((p) => p.codeTransferred))),
      ratio: times(median(paints.map((p) => p.codeTransferred)), home.jsGzip + home.cssGzip, 'gzip'),
      note: `resource timing transferSize: what the server sent (above 1x: not compressed); everything incl. HTML, API, images: ${kb(median(paints.map((p) => p.transferred)))}`,
    },
    {
      section: 'web',
      figure: `${options.watchPath}: first moving frame, median of ${frames.length}`,
      value: ms(moving),
      ratio: times(moving, lcp, 'home LCP'),
      note: `navigation -> first timeupdate with currentTime > 0; ${all(frames.map((f) => f.moving))}; 'playing' at ${fixed(median(frames.map((f) => f.playing)))} ms; subscribed, data saver on (default): renditions fetched ${[...new Set(frames.flatMap((f) => f.renditions))].join(', ') || 'none'}, ${kb(median(frames.map((f) => f.mediaBytes)))} media`,
    },
  ];
}
