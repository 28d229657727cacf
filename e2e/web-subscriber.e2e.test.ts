import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import { launchBrowser, newPhoneContext, saveScreenshot, type Browser, type BrowserContext, type Page } from '@grtv/kit/testing';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGrtv, type TestGrtv } from './start-test-grtv';

const MEDIA_DIR = resolve(import.meta.dirname, '../.data/media');
const SAMPLE_ASSETS = ['grtv-sunrise', 'grtv-savanna', 'grtv-harbour'];

/** A number nobody in this run has used, as a person types it (`082…`). */
const typedNumber = `082${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const storedNumber = `27${typedNumber.slice(1)}`;

/**
 * The web app for someone who subscribes through the real flow (OTP from the carrier sandbox's
 * SMS inbox), then watches, keeps My List, rates the service and logs out. One phone, in order.
 */
describe('the web app for a subscriber, in Chromium against the real server', () => {
  let grtv: TestGrtv;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    [grtv, browser] = await Promise.all([
      startTestGrtv({ MEDIA_DIR }),
      launchBrowser(),
    ]);
    // Where the sample media is not made yet, the launcher makes it in the background (ffmpeg).
    const deadline = Date.now() + 110_000;
    while (!SAMPLE_ASSETS.every((a) => existsSync(join(MEDIA_DIR, a, 'master.m3u8'))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
    context = await newPhoneContext(browser, { baseURL: grtv.appUrl });
    page = await context.newPage();
    page.on('request', (request) => requests.push(request.url()));
  });
  afterAll(async () => {
    await browser?.close();
    await grtv?.dispose();
  });

  const h1 = () => page.locator('h1').first().textContent();
  const video = () => page.locator('video');
  const videoState = () => video().evaluate((v: HTMLVideoElement) => ({ readyState: v.readyState, currentTime: v.currentTime, paused: v.paused }));

  it('subscribes from the play button through the real flow, the OTP read from the SMS inbox', async () => {
    await page.goto('/watch/video/highveld-lions-vs-rustenburg-platinum-2-0-matchday-30-highlights');
    await page.getByRole('link', { name: 'Subscribe', exact: true }).click();
    await page.waitForURL('**/enter-number');
    await page.getByLabel('Mobile Number').fill(typedNumber);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByLabel('GRTV Daily (R5/day)').check();
    const since = new Date();
    await page.getByRole('button', { name: 'Submit' }).click();
    const otp = await createSandboxClient(grtv.carrierUrl).waitForOtp(storedNumber, { since });
    await page.getByPlaceholder('••••').fill(otp);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL('**/subscribe/complete');
    await page.getByRole('link', { name: 'Start watching' }).click();
    await page.waitForURL(`${grtv.appUrl}/`);
  });

  it('plays an episode to its first frame with hls.js, starting at the data-saving rendition', async () => {
    await page.goto('/episode/ubuntu-heights-s01e01');
    await page.getByRole('link', { name: 'Play', exact: true }).click();
    await page.waitForURL('**/watch/episode/ubuntu-heights-s01e01');
    await expect.poll(() => video().getAttribute('data-engine'), { timeout: 15_000 }).toBe('hls.js');
    await expect.poll(async () => (await videoState()).readyState, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(requests.some((url) => /\/assets\/hls\.light-[\w-]+\.js$/.test(url))).toBe(true);
    // Data saver is on by default: the lowest rendition is fetched, never the 720p one.
    expect(await page.getByRole('switch', { name: 'Data saver' }).isChecked()).toBe(true);
    await expect.poll(() => page.locator('.quality').textContent()).toBe('144p');
    expect(requests.filter((url) => url.includes('/media/') && /\/(240p|360p|720p)\//.test(url))).toEqual([]);
    await video().evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(async () => (await videoState()).currentTime, { timeout: 20_000 }).toBeGreaterThan(0);
    await saveScreenshot(page, 'web-watch-playing');
  });

  it('resumes from where it was left, and remembers the data saver choice', async () => {
    await expect.poll(async () => (await videoState()).currentTime, { timeout: 20_000 }).toBeGreaterThan(6.5);
    await video().evaluate((v: HTMLVideoElement) => v.pause());
    await page.getByRole('switch', { name: 'Data saver' }).uncheck({ force: true });
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${grtv.appUrl}/`);
    await page.goBack();
    await page.waitForURL('**/watch/episode/ubuntu-heights-s01e01');
    // Back where it was paused within moments: a fresh start could not have played 5 s by then.
    await expect.poll(async () => (await videoState()).currentTime, { timeout: 4000 }).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole('switch', { name: 'Data saver' }).isChecked()).toBe(false);
    await video().evaluate((v: HTMLVideoElement) => v.pause());
  });

  it('plays a live channel from its live edge', async () => {
    await page.goto('/live');
    await page.getByRole('link', { name: /GRTV News 24/ }).first().click();
    await page.waitForURL('**/live/grtv-news-24');
    await expect.poll(() => video().getAttribute('data-engine'), { timeout: 15_000 }).toBe('hls.js');
    await expect.poll(async () => (await videoState()).readyState, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    // A live playlist has no end, and playback starts near its live edge, not at its first segment.
    expect(await video().evaluate((v: HTMLVideoElement) => v.duration)).toBe(Infinity);
    expect(await video().evaluate((v: HTMLVideoElement) => (v.seekable.length ? v.seekable.end(0) - v.currentTime : -1))).toBeLessThan(10);
    await video().evaluate((v: HTMLVideoElement) => v.pause());
  });

  it('adds an episode to My List, finds it on /my-list, and removes it', async () => {
    await page.goto('/episode/ubuntu-heights-s01e02');
    const toggle = page.locator('.my-list-toggle');
    await expect.poll(() => toggle.getAttribute('data-state')).toBe('notInList');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await toggle.textContent()).toBe('In My List');
    await page.getByRole('link', { name: 'My List', exact: true }).click();
    await page.waitForURL('**/my-list');
    const entry = page.locator('.my-list-entry');
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toContain('Ubuntu Heights · S1 E2');
    await saveScreenshot(page, 'web-my-list');
    await page.getByRole('button', { name: /^Remove .* from My List$/ }).click();
    await expect.poll(() => entry.getAttribute('data-state')).toBe('notInList');
    expect(await entry.textContent()).toContain('Removed from My List');
    await page.reload();
    await expect.poll(() => page.getByText('Your list is empty.', { exact: false }).count()).toBe(1);
    // And the episode page agrees.
    await page.goto('/episode/ubuntu-heights-s01e02');
    await expect.poll(() => toggle.getAttribute('data-state')).toBe('notInList');
  });

  it('shows My Account with the subscription, checks feedback before sending it, and lists the rating', async () => {
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('subscription-state').textContent()).toBe('Free day (trial)');
    expect(await page.getByText('GRTV Daily (R5/day)').count()).toBe(1);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    expect(await page.getByText('Rate your experience from 1 to 5.').count()).toBe(1);
    expect(await page.getByText('Choose what your feedback is about', { exact: false }).count()).toBe(1);
    await page.getByRole('radio', { name: '4 of 5: Good' }).check({ force: true });
    await page.getByLabel('What is it about?').selectOption('content');
    await page.getByLabel('Comment (optional)').fill('Lekker soapies, please more Afrikaans shows.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => page.getByText('Thank you!', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.locator('.ratings li').count()).toBe(1);
    expect(await page.locator('.ratings li .rating-stars').getAttribute('aria-label')).toBe('4 of 5');
    // Unsubscribe asks first; keeping it changes nothing.
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    expect(await page.getByText('Unsubscribe from GRTV Daily (R5/day)?', { exact: false }).count()).toBe(1);
    await saveScreenshot(page, 'web-account');
    await page.getByRole('button', { name: 'Keep my subscription' }).click();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(1);
  });

  it('shows Log Out in the profile modal only while signed in', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Profile' }).click();
    const modal = page.getByRole('dialog', { name: 'HELLO' });
    await expect.poll(() => modal.getByRole('button', { name: 'Log Out' }).count()).toBe(1);
    await saveScreenshot(page, 'web-hello-subscriber');
    await modal.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${grtv.appUrl}/`);
    await expect.poll(() => page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()).then((s: { user: unknown }) => s.user))).toBeNull();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect.poll(() => modal.count()).toBe(1);
    await expect.poll(() => modal.getByRole('button', { name: /^My Account/ }).count()).toBe(1);
    expect(await modal.getByRole('button', { name: 'Log Out' }).count()).toBe(0);
    // Watching asks to subscribe again.
    await page.goto('/watch/episode/ubuntu-heights-s01e01');
    await expect.poll(() => page.getByRole('heading', { name: 'Subscribe to watch' }).count()).toBe(1);
  });
});
