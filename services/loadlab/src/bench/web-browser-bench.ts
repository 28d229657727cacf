import { newPhoneContext, type Browser, type Page } from '@grtv/kit/testing';
import { throttleLikeAPhone } from './phone-throttling';

// In-page code is plain JavaScript text: this package is type-checked without the DOM's types.

/** Resolves with the paint figures: FCP from the paint entries, LCP from a buffered observer (its last entry is the largest). */
const READ_PAINTS = `new Promise((resolve) => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  const transferred = entries.reduce((sum, e) => sum + (e.transferSize || 0), 0);
  const codeTransferred = entries.filter((e) => /\\.(js|css)$/.test(new URL(e.name).pathname)).reduce((sum, e) => sum + (e.transferSize || 0), 0);
  const done = (entries) => {
    const last = entries.at(-1);
    const el = last && last.element;
    const lcpElement = el ? el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '') : 'none';
    resolve({ fcp, lcp: last ? last.startTime : NaN, lcpElement, transferred, codeTransferred });
  };
  new PerformanceObserver((list) => done(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => done([]), 3000);
})`;

/** Media events do not bubble: catch them on the way down, for whichever <video> the app renders. */
const WATCH_FIRST_FRAME = `(() => {
  const marks = (window.__firstFrame = {});
  addEventListener('playing', () => { marks.playing ??= performance.now(); }, true);
  addEventListener('timeupdate', (event) => { if (event.target.currentTime > 0) marks.moving ??= performance.now(); }, true);
})()`;

export interface PaintFigures {
  /** ms from navigation start. */
  fcp: number;
  lcp: number;
  /** What the largest contentful paint was (tag.class). */
  lcpElement: string;
  /** Bytes over the wire for the load (documents + resources, headers included where the browser counts them). */
  transferred: number;
  /** The part of it that was the app's JS and CSS files. */
  codeTransferred: number;
}

export interface FirstFrameFigures {
  /** ms from navigation start to the video's first `playing` event. */
  playing: number;
  /** ms from navigation start to the first `timeupdate` with currentTime > 0: the picture is moving. */
  moving: number;
  /** Media bytes (playlists + segments) received by the time it moved. */
  mediaBytes: number;
  /** Renditions whose segments were fetched, e.g. `144p`. */
  renditions: string[];
}

/**
 * How long the network must stay quiet before a load counts as done. Playwright's `networkidle`
 * (500 ms) comes too soon here: with the CPU slowed 4x, running the app's JS takes longer than that
 * before the page asks for its data, and the paints were read before the content was there.
 */
const QUIET_MS = 3000;

/** Tracks a page's requests from now; the returned function resolves once none has been in flight for `quietMs`. */
function watchNetworkQuiet(page: Page): (quietMs: number, timeoutMs: number) => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return async (quietMs, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page's network was still busy after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** Paint timings of one cold load of `path` (a fresh context: empty cache, no cookies). */
export async function measurePaints(browser: Browser, appUrl: string, path: string): Promise<PaintFigures> {
  const context = await newPhoneContext(browser, { baseURL: appUrl });
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    const quiet = watchNetworkQuiet(page);
    await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
    await quiet(QUIET_MS, 120_000);
    return (await page.evaluate(READ_PAINTS)) as PaintFigures;
  } finally {
    await context.close();
  }
}

/**
 * Time to the first moving picture on a watch route for a subscribed session (its cookies),
 * data saver on (the app's default): measured in the page from navigation start.
 */
export async function measureFirstFrame(browser: Browser, appUrl: string, path: string, cookies: Map<string, string>): Promise<FirstFrameFigures> {
  const context = await newPhoneContext(browser, { baseURL: appUrl });
  try {
    await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: appUrl })));
    await context.addInitScript(WATCH_FIRST_FRAME);
    const page = await context.newPage();
    const media: Array<{ url: string; bytes: number }> = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/media/')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      media.push({ url: response.url(), bytes: body.length });
    });
    await throttleLikeAPhone(context, page);
    await page.goto(path, { waitUntil: 'commit', timeout: 120_000 });
    // A function, not text: the app's CSP forbids eval, which a text predicate would need.
    const moving = () => (globalThis as unknown as { __firstFrame?: { moving?: number } }).__firstFrame?.moving;
    await (await page.waitForFunction(moving, undefined, { timeout: 120_000, polling: 100 })).dispose();
    const marks = (await page.evaluate('window.__firstFrame')) as { playing?: number; moving: number };
    const renditions = [...new Set(media.map((m) => /\/(\d+p)\//.exec(m.url)?.[1]).filter((r): r is string => Boolean(r)))].sort();
    return { playing: marks.playing ?? Number.NaN, moving: marks.moving!, mediaBytes: media.reduce((sum, m) => sum + m.bytes, 0), renditions };
  } finally {
    await context.close();
  }
}
