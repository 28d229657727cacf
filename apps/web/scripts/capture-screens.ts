/**
 * Captures the web app's screens at 360x740 (deviceScaleFactor 1, the phone's first screenful):
 * starts the whole of GRTV on free ports, looks around as a visitor, subscribes through the real
 * flow (OTP from the sandbox inbox), and looks around as a subscriber.
 *
 *   npx tsx apps/web/scripts/capture-screens.ts [outDir=e2e/screenshots/screens]
 *
 * docs/screens/ holds a few chosen ones (npm run build -w apps/web first).
 */
import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import { launchBrowser } from '@grtv/kit/testing';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startTestGrtv } from '../../../e2e/start-test-grtv';

const outDir = resolve(process.argv[2] ?? 'e2e/screenshots/screens');
mkdirSync(outDir, { recursive: true });
const grtv = await startTestGrtv();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-ZA', baseURL: grtv.appUrl });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`));
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await page.locator('[data-testid="page-skeleton"]').waitFor({ state: 'detached' });
    await page.waitForTimeout(250);
  };
  const shot = async (name: string, full = false) => {
    await settle();
    const path = join(outDir, `${name}.png`);
    await page.screenshot({ path, type: 'png', fullPage: full });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    console.log(`${path}${scrollWidth > clientWidth ? `  HORIZONTAL SCROLL ${scrollWidth}px` : ''}`);
  };
  const visit = async (path: string, name: string, full = false) => {
    await page.goto(path);
    await shot(name, full);
  };

  // A visitor.
  await visit('/', 'home');
  await visit('/channels', 'browse');
  await visit('/channel/mzansi-sport', 'channel');
  await visit('/show/ubuntu-heights', 'show');
  await visit('/episode/ubuntu-heights-s01e03', 'episode');
  await visit('/video/highveld-lions-vs-rustenburg-platinum-2-0-matchday-30-highlights', 'video');
  await visit('/category/psl-highlights', 'category');
  await visit('/live', 'live');
  await visit('/live/category/music', 'live-category');
  await visit('/watch/episode/ubuntu-heights-s01e03', 'watch-visitor');
  await visit('/search?q=kasi', 'search-results');
  await visit('/my-list', 'my-list-visitor');
  await visit('/profile#hello', 'hello-visitor');
  await visit('/terms-and-conditions', 'terms');
  await visit('/privacy-policy', 'privacy-policy');
  await visit('/help', 'help');
  await visit('/test-headers', 'test-headers');
  await visit('/show/no-such-show', 'not-found');
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Search shows, episodes, videos and channels').pressSequentially('ubuntu', { delay: 30 });
  await page.getByRole('dialog', { name: 'Search' }).getByRole('link').first().waitFor();
  await shot('search-overlay');

  // Subscribe through the real flow.
  const typed = `082${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await page.goto('/enter-number');
  await page.getByLabel('Mobile Number').fill(typed);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByLabel('GRTV Weekly (R10/week)').check();
  const since = new Date();
  await page.getByRole('button', { name: 'Submit' }).click();
  const otp = await createSandboxClient(grtv.carrierUrl).waitForOtp(`27${typed.slice(1)}`, { since });
  await page.getByPlaceholder('••••').fill(otp);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.waitForURL('**/subscribe/complete');

  // A subscriber.
  await page.goto('/watch/episode/ubuntu-heights-s01e03');
  await page.locator('video').evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play().catch(() => {});
  });
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 2, undefined, { timeout: 30_000 });
  await shot('watch-playing');
  await page.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
  await page.goto('/episode/ubuntu-heights-s01e03');
  await page.locator('.my-list-toggle[data-state="notInList"]').click();
  await page.locator('.my-list-toggle[aria-pressed="true"]').waitFor();
  await shot('episode-in-my-list');
  await page.goto('/video/highveld-lions-vs-rustenburg-platinum-2-0-matchday-30-highlights');
  await page.locator('.my-list-toggle[data-state="notInList"]').click();
  await page.locator('.my-list-toggle[aria-pressed="true"]').waitFor();
  await visit('/my-list', 'my-list');
  await visit('/profile#hello', 'hello-subscriber');
  await visit('/profile', 'account');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await page.locator('#feedback').scrollIntoViewIfNeeded();
  await shot('feedback-errors');
} finally {
  await browser.close();
  await grtv.dispose();
}
