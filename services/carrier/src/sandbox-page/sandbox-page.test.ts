import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribed } from '../testing/gateway-flow';
import { startTestCarrier, testNumber, testTransactionId, type TestCarrier } from '../testing/start-test-carrier';
import { escapeHtml } from './escape-html';

let carrier: TestCarrier;
beforeAll(async () => {
  carrier = await startTestCarrier();
});
afterAll(() => carrier.close());

const page = async (query = '') => {
  const answer = await fetch(`${carrier.url}/sandbox${query}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return answer.text();
};

describe('GET /sandbox', () => {
  it('shows the OTP large, the numbers and the charges, escaping every text', async () => {
    const msisdn = testNumber();
    const sub = await subscribed(carrier, msisdn);
    await carrier.call('POST', '/v1/charges', {
      transaction_id: testTransactionId(),
      subscription_id: sub.subscription_id,
      amount_cents: 500,
      description: '<img src=x onerror="alert(1)">',
    });
    await carrier.sandbox.setNumber(msisdn, { content_block: true });
    const otp = (await carrier.sandbox.readInbox(msisdn)).find((m) => m.otp)?.otp as string;

    const html = await page();
    expect(html).toContain(`<p class="otp" aria-label="OTP ${otp.split('').join(' ')}">${otp}</p>`);
    expect(html).toContain(msisdn);
    expect(html).toContain('R45.00');
    expect(html).toContain('content block');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('lists the newest message first', async () => {
    const msisdn = testNumber();
    await subscribed(carrier, msisdn);
    const html = await page(`?msisdn=${msisdn}`);
    expect(html.indexOf('You are subscribed to GRTV Daily')).toBeLessThan(html.indexOf('Your GRTV Daily OTP is'));
  });

  it('filters to one number typed the way a person types it', async () => {
    const mine = testNumber();
    const other = testNumber();
    await subscribed(carrier, mine);
    await subscribed(carrier, other);
    const typed = `0${mine.slice(2, 4)} ${mine.slice(4, 7)}-${mine.slice(7)}`;
    const html = await page(`?msisdn=${encodeURIComponent(typed)}`);
    expect(html).not.toContain('That is not a valid number');
    expect(html).toContain(mine);
    expect(html).not.toContain(other);
    expect(await page('?msisdn=12%3Cb%3E')).toContain('That is not a valid number');
    expect(await page('?msisdn=12%3Cb%3E')).toContain('value="12&lt;b&gt;"');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
