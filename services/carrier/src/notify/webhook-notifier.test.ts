import { afterEach, describe, expect, it } from 'vitest';
import { MerchantNotification, verifyWebhookSignature } from '../contract';
import { DAILY, subscribed, WEEKLY } from '../testing/gateway-flow';
import { startTestCarrier, TEST_WEBHOOK_SECRET, testNumber, type TestCarrier } from '../testing/start-test-carrier';
import { startWebhookReceiver, type ReceivedWebhook } from '../testing/webhook-receiver';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(statuses: number[] = [], env: Record<string, string> = {}) {
  const receiver = await startWebhookReceiver(statuses);
  cleanups.push(receiver.close);
  const carrier = await startTestCarrier({ env: { MERCHANT_WEBHOOK_URL: receiver.url, WEBHOOK_MAX_ATTEMPTS: '3', WEBHOOK_RETRY_BASE_MS: '20', ...env } });
  cleanups.push(carrier.close);
  return { receiver, carrier };
}

function parse(hook: ReceivedWebhook): MerchantNotification {
  const signature = hook.headers['x-grtv-signature'] as string;
  const timestamp = hook.headers['x-grtv-timestamp'] as string;
  expect(verifyWebhookSignature(hook.rawBody, timestamp, signature, TEST_WEBHOOK_SECRET)).toBe(true);
  return MerchantNotification.parse(JSON.parse(hook.rawBody));
}

describe('STOP from the subscriber', () => {
  it('ends the subscription and notifies the merchant with a valid signature', async () => {
    const { receiver, carrier } = await setUp();
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    const mo = await carrier.sandbox.sendMo(msisdn, 'Stop');
    expect(mo).toMatchObject({ command: 'stop', channel: 'sms', stopped: [sub.subscription_id] });

    const [hook] = await receiver.waitFor(1);
    if (!hook) throw new Error('no webhook');
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['x-grtv-timestamp']).toBe(String(Math.floor(carrier.clock.now() / 1000)));
    const event = parse(hook);
    expect(event).toMatchObject({ type: 'subscription.stopped', subscription_id: sub.subscription_id, msisdn, service_key: DAILY, channel: 'sms', reason: 'stop_sms' });
    // The signature covers exactly these bytes under this secret.
    expect(verifyWebhookSignature(hook.rawBody.replace(msisdn, testNumber()), hook.headers['x-grtv-timestamp'] as string, hook.headers['x-grtv-signature'] as string, TEST_WEBHOOK_SECRET)).toBe(false);
    expect(verifyWebhookSignature(hook.rawBody, hook.headers['x-grtv-timestamp'] as string, hook.headers['x-grtv-signature'] as string, 'another-secret-0123456789')).toBe(false);

    expect((await carrier.call('GET', `/v1/subscriptions/${sub.subscription_id}`)).body).toMatchObject({ status: 'cancelled', ended_reason: 'stop_sms' });
    expect((await carrier.sandbox.readInbox(msisdn)).at(-1)).toMatchObject({ kind: 'stopped', text: 'You have unsubscribed from GRTV Daily. You will not be charged again.' });
  });

  it('takes "stop grtv" by USSD and ends every active GRTV subscription of the number', async () => {
    const { receiver, carrier } = await setUp();
    const msisdn = testNumber();
    const daily = await subscribed(carrier, msisdn, DAILY);
    const weekly = await subscribed(carrier, msisdn, WEEKLY);
    const mo = await carrier.sandbox.sendMo(msisdn, '  stop   grtv ', 'ussd');
    expect(mo.stopped.sort()).toEqual([daily.subscription_id, weekly.subscription_id].sort());
    const events = (await receiver.waitFor(2)).map(parse);
    expect(events.map((e) => [e.subscription_id, e.channel, e.reason]).sort()).toEqual(
      [
        [daily.subscription_id, 'ussd', 'stop_ussd'],
        [weekly.subscription_id, 'ussd', 'stop_ussd'],
      ].sort(),
    );
    expect(new Set(events.map((e) => e.event_id)).size).toBe(2);
  });

  it('answers other texts without ending anything', async () => {
    const { receiver, carrier } = await setUp();
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    for (const text of ['STOPP', 'please stop', 'HELP']) {
      const mo = await carrier.sandbox.sendMo(msisdn, text);
      expect(mo.stopped).toEqual([]);
    }
    expect((await carrier.call('GET', `/v1/subscriptions/${sub.subscription_id}`)).body.status).toBe('active');
    const none = await carrier.sandbox.sendMo(testNumber(), 'STOP');
    expect(none.reply).toBe('You have no active GRTV subscription.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toEqual([]);
  });
});

describe('the carrier ending a subscription', () => {
  it('notifies subscription.ended when the number is barred', async () => {
    const { receiver, carrier } = await setUp();
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await carrier.sandbox.setNumber(msisdn, { barred: true });
    const [event] = (await receiver.waitFor(1)).map(parse);
    expect(event).toMatchObject({ type: 'subscription.ended', subscription_id: sub.subscription_id, reason: 'barred' });
    expect(event?.channel).toBeUndefined();
    expect((await carrier.call('GET', `/v1/subscriptions/${sub.subscription_id}`)).body).toMatchObject({ status: 'cancelled', ended_reason: 'barred' });
  });
});

describe('delivery', () => {
  it('retries a failed delivery with backoff until the merchant takes it, signing each attempt', async () => {
    const { receiver, carrier } = await setUp([500, 503]);
    const msisdn = testNumber();
    await subscribed(carrier, msisdn);
    await carrier.sandbox.sendMo(msisdn, 'STOP');
    const hooks = await receiver.waitFor(3);
    const ids = hooks.map((h) => parse(h).event_id);
    expect(new Set(ids).size).toBe(1);
    await expect.poll(async () => (await carrier.sandbox.listNotifications())[0]).toMatchObject({ attempts: 3, delivered: true, gave_up: false, last_error: null });
  });

  it('gives up after WEBHOOK_MAX_ATTEMPTS and says so', async () => {
    const { receiver, carrier } = await setUp([500, 500, 500, 500]);
    const msisdn = testNumber();
    await subscribed(carrier, msisdn);
    await carrier.sandbox.sendMo(msisdn, 'STOP');
    await receiver.waitFor(3);
    await expect.poll(async () => (await carrier.sandbox.listNotifications())[0]).toMatchObject({ attempts: 3, delivered: false, gave_up: true, last_error: 'HTTP 500' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.received).toHaveLength(3);
  });
});
