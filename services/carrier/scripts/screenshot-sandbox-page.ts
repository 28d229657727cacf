/**
 * Takes a phone-sized screenshot of the /sandbox page with a few inbox messages, numbers and
 * charges in it, so a person can check it reads well. Run from services/carrier:
 * `npx tsx scripts/screenshot-sandbox-page.ts`; prints the PNG's path (under e2e/screenshots).
 */
import { createLogger } from '@grtv/kit';
import { launchBrowser, newPhoneContext, saveScreenshot } from '@grtv/kit/testing';
import { loadCarrierConfig } from '../src/config';
import { createSandboxClient } from '../src/sandbox-client';
import { startCarrier } from '../src/start';

const config = loadCarrierConfig({ CARRIER_PORT: '0', LOG_LEVEL: 'silent', MERCHANT_WEBHOOK_URL: 'http://127.0.0.1:9/none', WEBHOOK_MAX_ATTEMPTS: '1' });
const carrier = await startCarrier(config, { logger: createLogger({ name: 'carrier', level: 'silent' }) });
const sandbox = createSandboxClient(carrier.url);
const call = async (path: string, body: unknown) => {
  const response = await fetch(`${carrier.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<Record<string, any>>;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A subscriber who subscribed, was charged, ran out of airtime, and then texted STOP.
const thandi = '27821234567';
await sandbox.setNumber(thandi, { balance_cents: 700 });
const txn = 'screenshot-sub-0001';
const { token } = await call('/v1/protect/script', { transaction_id: txn });
await call('/v1/otp', { transaction_id: txn, msisdn: thandi, service_key: 'VODACOMTIER2GRTVD', purpose: 'subscribe' });
const otp = await sandbox.latestOtp(thandi);
const sub = await call('/v1/subscriptions', { transaction_id: txn, msisdn: thandi, service_key: 'VODACOMTIER2GRTVD', protect_token: token, consent: 'otp', otp });
await pause(5);
await call('/v1/charges', { transaction_id: 'screenshot-renew-0001', subscription_id: sub.subscription_id, amount_cents: 500, description: 'GRTV Daily renewal' });
await call('/v1/charges', { transaction_id: 'screenshot-renew-0002', subscription_id: sub.subscription_id, amount_cents: 500, description: 'GRTV Daily renewal' });
await sandbox.sendMo(thandi, 'STOP');
await sandbox.setNumber('27831112222', { content_block: true });
await pause(5);

// A person waiting for their OTP right now: the newest inbox, so it is on top.
await call('/v1/otp', { transaction_id: 'screenshot-sub-0002', msisdn: '27725550199', service_key: 'VODACOMTIER2GRTVW', purpose: 'subscribe' });

const browser = await launchBrowser();
try {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await page.goto(`${carrier.url}/sandbox`);
  console.log(await saveScreenshot(page, 'carrier-sandbox-page'));
  await page.goto(`${carrier.url}/sandbox?msisdn=${encodeURIComponent('072 555 0199')}`);
  console.log(await saveScreenshot(page, 'carrier-sandbox-page-one-number'));
} finally {
  await browser.close();
  await carrier.close();
}
