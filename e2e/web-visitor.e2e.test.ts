import { launchBrowser, newPhoneContext, saveScreenshot, type Browser, type Page } from '@grtv/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGrtv, type TestGrtv } from './start-test-grtv';

/**
 * The web app as a visitor holds it: a 360x740 phone in Chromium against the whole of GRTV
 * (real API, content host with the seeded catalogue, carrier sandbox).
 */
describe('the web app for a visitor, in Chromium against the real server', () => {
  let grtv: TestGrtv;
  let browser: Browser;
  beforeAll(async () => {
    [grtv, browser] = await Promise.all([
      // The sample media already made (no ffmpeg run), and every part on a free port.
      startTestGrtv(),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await grtv?.dispose();
  });

  /** A fresh phone; `requests` collects every URL the page asked for. */
  async function phone(viewport?: { width: number; height: number }): Promise<{ page: Page; requests: string[] }> {
    const context = await newPhoneContext(browser, { baseURL: grtv.appUrl });
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    return { page, requests };
  }

  const h1 = (page: Page) => page.locator('h1').first().textContent();

  it('renders home from the real catalogue, without the video player code', async () => {
    const { page, requests } = await phone();
    await page.goto('/');
    const home = (await (await fetch(`${grtv.appUrl}/api/content/home`)).json()) as { carousels: Array<{ title: string }>; slides: Array<{ title: string }> };
    for (const carousel of home.carousels) await expect.poll(() => page.getByRole('heading', { name: carousel.title, exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: new RegExp(home.slides[0]!.title) }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    // hls.js is loaded by the watch screen only.
    expect(requests.filter((url) => /hls/i.test(url))).toEqual([]);
    const images = await page.locator('.thumb img').evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]));
    expect(images.length).toBeGreaterThan(50);
    expect(images.filter(([loading, w, h]) => loading !== 'lazy' || !w || !h)).toEqual([['eager', '1280', '640']]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'web-home');
  });

  it('goes Browse -> channel -> show -> episode, the Browse tab highlighted on the way', async () => {
    const { page } = await phone();
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse', exact: true }).click();
    await page.waitForURL('**/channels');
    await expect.poll(() => h1(page)).toBe('Browse');
    expect(await page.getByRole('link', { name: 'Browse', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: /^Mzansi Drama/ }).click();
    await page.waitForURL('**/channel/mzansi-drama');
    await expect.poll(() => h1(page)).toBe('Mzansi Drama');
    expect(await page.getByRole('link', { name: 'Browse', exact: true }).getAttribute('aria-current')).toBe('page');
    await saveScreenshot(page, 'web-channel');
    await page.getByRole('region', { name: 'Titles' }).getByRole('link', { name: 'Ubuntu Heights' }).click();
    await page.waitForURL('**/show/ubuntu-heights');
    await expect.poll(() => h1(page)).toBe('Ubuntu Heights');
    expect(await page.getByRole('navigation', { name: 'Seasons' }).getByRole('link').count()).toBeGreaterThan(1);
    await page.getByRole('link', { name: 'Season 2' }).click();
    await page.waitForURL('**/show/ubuntu-heights?season=2');
    await expect.poll(() => page.getByRole('heading', { name: /^Season 2/ }).count()).toBe(1);
    const episodes = page.locator('.episode-list li');
    const before = await episodes.count();
    await page.getByRole('button', { name: 'More episodes' }).click();
    await expect.poll(() => episodes.count()).toBeGreaterThan(before);
    await page.locator('.episode-list a').first().click();
    await page.waitForURL('**/episode/ubuntu-heights-s02e01');
    await expect.poll(() => page.locator('.eyebrow').textContent()).toBe('Ubuntu Heights');
    expect(await page.getByText('Season 2 · Episode 1').count()).toBe(1);
    await saveScreenshot(page, 'web-episode');
  });

  it('shows the next screen\'s skeleton while its data is on the way, then the screen', async () => {
    const { page } = await phone();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Trending now' }).waitFor();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A slow connection: the channels list takes its time.
    await page.route('**/api/content/channels', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Browse', exact: true }).click();
    await expect.poll(() => page.getByTestId('page-skeleton').count()).toBe(1);
    expect(await page.locator('.page').getAttribute('aria-busy')).toBe('true');
    release();
    await expect.poll(() => h1(page)).toBe('Browse');
    expect(await page.getByTestId('page-skeleton').count()).toBe(0);
  });

  it('sends a visitor who taps My List to /enter-number, without asking the API', async () => {
    const { page, requests } = await phone();
    await page.goto('/episode/ubuntu-heights-s01e01');
    const toggle = page.locator('.my-list-toggle');
    await expect.poll(() => toggle.getAttribute('data-state')).toBe('notInList');
    await toggle.click();
    await page.waitForURL('**/enter-number');
    expect(requests.filter((url) => url.includes('/api/playlist'))).toEqual([]);
  });

  it('finds a seeded title with the search overlay as you type', async () => {
    const { page, requests } = await phone();
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await page.getByLabel('Search shows, episodes, videos and channels').pressSequentially('isithem', { delay: 40 });
    await expect.poll(() => dialog.getByRole('link', { name: /Isithembiso/ }).count()).toBeGreaterThan(0);
    // Debounced: one search for the pause in typing, not one per key.
    expect(requests.filter((url) => url.endsWith('/api/search')).length).toBeLessThanOrEqual(2);
    await saveScreenshot(page, 'web-search');
    await dialog.getByRole('link', { name: /Isithembiso/ }).first().click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    await expect.poll(() => h1(page)).toMatch(/Isithembiso/);
  });

  it('leads a visitor who presses play to subscribe', async () => {
    const { page, requests } = await phone();
    await page.goto('/episode/ubuntu-heights-s01e01');
    await page.getByRole('link', { name: 'Play', exact: true }).click();
    await page.waitForURL('**/watch/episode/ubuntu-heights-s01e01');
    await expect.poll(() => page.getByRole('heading', { name: 'Subscribe to watch' }).count()).toBe(1);
    // A visitor is told without asking for a stream, and without downloading the player.
    expect(requests.filter((url) => url.endsWith('/api/media/stream') || /hls/i.test(url))).toEqual([]);
    await saveScreenshot(page, 'web-watch-visitor');
    await page.getByRole('link', { name: 'Subscribe', exact: true }).click();
    await page.waitForURL('**/enter-number');
    await expect.poll(() => h1(page)).toBe('Enter your mobile number');
  });

  it('opens the HELLO profile modal without Log Out for a visitor, and My Account leads to /enter-number', async () => {
    const { page } = await phone();
    await page.goto('/');
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile#hello');
    const modal = page.getByRole('dialog', { name: 'HELLO' });
    await expect.poll(() => modal.count()).toBe(1);
    for (const [title, subtitle] of [
      ['My Account', 'View Payments & Subscriptions'],
      ['Help & Support', 'Customer care & FAQs'],
      ['Feedback', 'Rate our experience'],
      ['Invite Friends', 'Share with Friends'],
    ]) {
      expect(await modal.getByRole('button', { name: new RegExp(`^${title}\\s*${subtitle}$`) }).count()).toBe(1);
    }
    expect(await modal.getByRole('link', { name: 'Read our Terms' }).getAttribute('href')).toBe('/terms-and-conditions');
    expect(await modal.getByRole('button', { name: 'Log Out' }).count()).toBe(0);
    await saveScreenshot(page, 'web-hello-visitor');
    // The phone's Back button closes it.
    await page.goBack();
    await expect.poll(() => modal.count()).toBe(0);
    await page.getByRole('link', { name: 'Profile' }).click();
    await modal.getByRole('button', { name: /^Feedback/ }).click();
    await page.waitForURL('**/enter-number');
    await page.goto('/profile#hello');
    await modal.getByRole('button', { name: /^My Account/ }).click();
    await page.waitForURL('**/enter-number');
  });

  it('shows the router not-found screen for an unknown show and an unknown address, inside the layout', async () => {
    const { page } = await phone();
    await page.goto('/show/no-such-show');
    await expect.poll(() => h1(page)).toBe('Not found');
    expect(await page.getByText('There is no show "no-such-show".').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await page.goto('/no/such/page');
    await expect.poll(() => h1(page)).toBe('Not found');
  });

  it('has no horizontal scroll at 320 px wide', async () => {
    const { page } = await phone({ width: 320, height: 640 });
    for (const path of ['/', '/show/ubuntu-heights', '/episode/ubuntu-heights-s01e01', '/watch/episode/ubuntu-heights-s01e01', '/channels', '/live', '/profile#hello']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('[data-testid="page-skeleton"]').count()).toBe(0);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect({ path, scrollWidth }).toEqual({ path, scrollWidth: clientWidth });
    }
  });

  it('answers the page routes with one cacheable request per screen', async () => {
    const res = await fetch(`${grtv.appUrl}/api/content/channels/mzansi-drama`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await fetch(`${grtv.appUrl}/api/content/episodes/nope`)).status).toBe(404);
  });
});
