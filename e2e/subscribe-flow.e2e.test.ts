import { createSandboxClient } from '@grtv/carrier/sandbox-client';
import { launchBrowser, newPhoneContext, saveScreenshot, type Browser, type Page } from '@grtv/kit/testing';
import { ErrorMessages, type SessionResponse } from '@grtv/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, freshNumber, stored } from './api-client';
import { startTestGrtv, type TestGrtv } from './start-test-grtv';
import { subscribeOverApi } from './subscribe-over-api';

const HE_NUMBER = '27825550142';

describe('the subscribe flow in Chromium against the real server and carrier sandbox', () => {
  let grtv: TestGrtv;
  let browser: Browser;
  beforeAll(async () => {
    [grtv, browser] = await Promise.all([startTestGrtv({ HE_MSISDN: HE_NUMBER }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await grtv?.dispose();
  });

  const sandbox = () => createSandboxClient(grtv.carrierUrl);
  const flowState = (page: Page) => page.locator('[data-flow-state]').getAttribute('data-flow-state');

  async function phone(baseURL = grtv.appUrl): Promise<Page> {
    const context = await newPhoneContext(browser, { baseURL });
    return context.newPage();
  }

  /** Types the number, chooses a package, and stops on the screen that follows. */
  async function enterNumberAndChoose(page: Page, typed: string, packageLabel = 'GRTV Daily (R5/day)') {
    await page.goto('/enter-number');
    await page.getByLabel('Mobile Number').fill(typed);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => flowState(page)).toBe('choosingPackage');
    await page.getByLabel(packageLabel).check();
    await page.getByRole('button', { name: 'Submit' }).click();
  }

  async function enterOtpAndAccept(page: Page, typed: string, since: Date, otp?: string) {
    await expect.poll(() => flowState(page)).toBe('enteringOtp');
    const code = otp ?? (await sandbox().waitForOtp(stored(typed), { since }));
    await page.getByPlaceholder('••••').fill(code);
    await page.getByRole('button', { name: 'Accept' }).click();
  }

  it('subscribes with the OTP from the SMS inbox, lands on complete, and is signed in', async () => {
    const page = await phone();
    const typed = freshNumber();
    const since = new Date();
    await enterNumberAndChoose(page, typed, 'GRTV Weekly (R10/week)');
    await expect.poll(() => page.getByText('Please enter your 4-digit OTP').count()).toBe(1);
    expect(await page.getByText('GRTV Weekly (R10/week)').count()).toBeGreaterThan(0);
    expect(await page.getByText('Your first day is free', { exact: false }).count()).toBe(1);
    await saveScreenshot(page, 'subscribe-otp');
    await enterOtpAndAccept(page, typed, since);
    await page.waitForURL('**/subscribe/complete');
    await expect.poll(() => page.locator('h1').textContent()).toBe("You're subscribed");
    await saveScreenshot(page, 'subscribe-complete');
    const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json() as Promise<SessionResponse>));
    expect(session.user?.package_id).toBe('p-grtv-weekly-c-01');
    expect(await sandbox().listCharges(stored(typed))).toEqual([]);
  });

  it('shows the package choice with the free first day, and the terms link', async () => {
    const page = await phone();
    await page.goto('/enter-number');
    await page.getByLabel('Mobile Number').fill(freshNumber());
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => flowState(page)).toBe('choosingPackage');
    expect(await page.locator('h1').textContent()).toBe('Subscribe');
    expect(await page.getByText('Choose your subscription').count()).toBe(1);
    for (const label of ['GRTV Daily (R5/day)', 'GRTV Weekly (R10/week)', 'GRTV Monthly (R25/month)']) expect(await page.getByLabel(label).count()).toBe(1);
    expect(await page.getByText('Your first day is free.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/terms-and-conditions');
    await saveScreenshot(page, 'subscribe-packages');
  });

  it('keeps the person on the OTP step with the OTP message after a wrong OTP', async () => {
    const page = await phone();
    const typed = freshNumber();
    const since = new Date();
    await enterNumberAndChoose(page, typed);
    const real = await sandbox().waitForOtp(stored(typed), { since });
    await enterOtpAndAccept(page, typed, since, real === '0000' ? '1111' : '0000');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(ErrorMessages.otpFailed);
    expect(await flowState(page)).toBe('enteringOtp');
    await saveScreenshot(page, 'subscribe-wrong-otp');
    await page.getByPlaceholder('••••').fill(real);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL('**/subscribe/complete');
  });

  it('says "invalid OTP" for a code that is not 4 characters, without calling the server', async () => {
    const page = await phone();
    const typed = freshNumber();
    const since = new Date();
    await enterNumberAndChoose(page, typed);
    await enterOtpAndAccept(page, typed, since, '12');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(ErrorMessages.invalidOtp);
  });

  it('shows "Opps Error" with the airtime message when the first charge is refused', async () => {
    const typed = freshNumber();
    const api = createApiClient(grtv.appUrl);
    await subscribeOverApi(api, grtv.carrierUrl, typed);
    await api.postWithCsrf('/api/subscribe/unsubscribe', { msisdn: typed });
    await expect.poll(async () => (await api.post('/api/auth/status', { msisdn: typed })).body.status, { timeout: 10_000 }).toBe('none');
    await sandbox().setNumber(stored(typed), { balance_cents: 100 });

    const page = await phone();
    const since = new Date();
    await enterNumberAndChoose(page, typed);
    expect(await page.getByText('Your first day is free', { exact: false }).count()).toBe(0);
    await enterOtpAndAccept(page, typed, since);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Opps Error');
    expect(await page.getByRole('alert').textContent()).toBe(ErrorMessages.insufficientAirtime);
    await saveScreenshot(page, 'subscribe-insufficient');
    expect((await sandbox().listCharges(stored(typed))).filter((c) => c.status === 'charged')).toEqual([]);
  });

  it('asks to update content settings when content block is on: Accept goes on to the OTP', async () => {
    const typed = freshNumber();
    await sandbox().setNumber(stored(typed), { content_block: true });
    const page = await phone();
    const since = new Date();
    await enterNumberAndChoose(page, typed);
    await expect.poll(() => flowState(page)).toBe('contentSettings');
    expect(await page.locator('h1').textContent()).toBe('Update Content Settings');
    await saveScreenshot(page, 'subscribe-content-settings');
    await page.getByRole('button', { name: 'Accept' }).click();
    await enterOtpAndAccept(page, typed, since);
    await page.waitForURL('**/subscribe/complete');
    expect(await page.evaluate('localStorage.getItem("contentblock_override")')).not.toBeNull();
  });

  it('leaves for home when content settings are declined', async () => {
    const typed = freshNumber();
    await sandbox().setNumber(stored(typed), { content_block: true });
    const page = await phone();
    await enterNumberAndChoose(page, typed);
    await expect.poll(() => flowState(page)).toBe('contentSettings');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(`${grtv.appUrl}/`);
    expect(await sandbox().listSubscriptions(stored(typed))).toEqual([]);
  });

  it('Decline on the OTP step records the refusal and goes home, charging nothing', async () => {
    const page = await phone();
    const typed = freshNumber();
    await enterNumberAndChoose(page, typed);
    await expect.poll(() => flowState(page)).toBe('enteringOtp');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(`${grtv.appUrl}/`);
    expect(await sandbox().listSubscriptions(stored(typed))).toEqual([]);
  });

  it('skips the number on the carrier network (header enrichment) and confirms on /subscribe/confirm', async () => {
    const page = await phone(grtv.heProxyUrl!);
    await page.goto('/enter-number');
    await expect.poll(() => flowState(page)).toBe('choosingPackage');
    expect(await page.getByText('Mobile Number').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/subscribe/confirm');
    await expect.poll(() => page.getByText('2782*****42').count()).toBe(1);
    expect(await page.getByText('Please enter your 4-digit OTP').count()).toBe(0);
    await saveScreenshot(page, 'subscribe-confirm-header');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL('**/subscribe/complete');
    expect(await sandbox().readInbox(HE_NUMBER).then((m) => m.filter((x) => x.otp).length)).toBe(0);
  });

  it('signs a returning subscriber in with an OTP instead of subscribing again', async () => {
    const typed = freshNumber();
    await subscribeOverApi(createApiClient(grtv.appUrl), grtv.carrierUrl, typed);
    const page = await phone();
    const since = new Date();
    await page.goto('/enter-number');
    await page.getByLabel('Mobile Number').fill(typed);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => flowState(page)).toBe('enteringSignInOtp');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome back');
    const otp = await sandbox().waitForOtp(stored(typed), { since });
    await page.getByPlaceholder('••••').fill(otp);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/subscribe/complete');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome back');
  });
});
