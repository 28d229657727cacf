import { ErrorMessages } from '@grtv/machines';
import { launchBrowser, newPhoneContext, saveScreenshot, type Browser } from '@grtv/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGrtv, type TestGrtv } from './start-test-grtv';

describe('enter-number screen in Chromium against the real server', () => {
  let grtv: TestGrtv;
  let browser: Browser;
  beforeAll(async () => {
    [grtv, browser] = await Promise.all([startTestGrtv(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await grtv?.dispose();
  });

  it('shows the SPEC wording, and the catalogue message for a bad number', async () => {
    const context = await newPhoneContext(browser, { baseURL: grtv.appUrl });
    const page = await context.newPage();
    await page.goto('/enter-number');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Enter your mobile number');
    expect(await page.getByText('charged to your Vodacom account via Add to Bill').count()).toBe(1);
    expect(await page.getByLabel('Mobile Number').count()).toBe(1);
    expect(await page.getByText('0821234567 / 27821234567 / +27821234567').count()).toBe(1);

    await page.getByLabel('Mobile Number').fill('0812');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(ErrorMessages.invalidNumber);
    const path = await saveScreenshot(page, 'enter-number-invalid');
    expect(path).toMatch(/enter-number-invalid\.png$/);
    await context.close();
  });

  it('answers a bad number sent straight to the API with 400 and the same message', async () => {
    const res = await fetch(`${grtv.appUrl}/api/auth/status_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transaction_id: 'e2e-txn-0001', msisdn: '+2782123' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'BAD_REQUEST', message: ErrorMessages.invalidNumber });
  });

  it('sets the mobile metadata of SPEC section 1', async () => {
    const context = await newPhoneContext(browser, { baseURL: grtv.appUrl });
    const page = await context.newPage();
    await page.goto('/enter-number');
    const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
    expect(await meta('viewport')).toContain('initial-scale=1');
    expect(await meta('viewport')).toContain('user-scalable=no');
    expect(await meta('apple-mobile-web-app-capable')).toBe('yes');
    expect(await meta('format-detection')).toBe('telephone=no');
    expect(await meta('theme-color')).toBe('#000000');
    expect(await page.title()).toBe('GRTV');
    await context.close();
  });

  it('Exit goes home', async () => {
    const context = await newPhoneContext(browser, { baseURL: grtv.appUrl });
    const page = await context.newPage();
    await page.goto('/enter-number');
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL(`${grtv.appUrl}/`);
    await context.close();
  });
});
