import { describe, expect, it } from 'vitest';
import { signWebhookBody, verifyWebhookSignature } from './notifications';

const secret = 'a-webhook-secret-of-some-length';
const body = '{"event_id":"evt_1","type":"subscription.stopped"}';

describe('verifyWebhookSignature', () => {
  it('accepts the signature of "<timestamp>.<body>" as sha256=<hex>', () => {
    const signature = signWebhookBody(body, 1_700_000_000, secret);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(body, '1700000000', signature, secret)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), 1_700_000_000, signature, secret)).toBe(true);
  });

  it('refuses another body, timestamp, secret, or a malformed or missing signature', () => {
    const signature = signWebhookBody(body, 1_700_000_000, secret);
    expect(verifyWebhookSignature(`${body} `, '1700000000', signature, secret)).toBe(false);
    expect(verifyWebhookSignature(body, '1700000001', signature, secret)).toBe(false);
    expect(verifyWebhookSignature(body, '1700000000', signature, `${secret}x`)).toBe(false);
    expect(verifyWebhookSignature(body, '1700000000', signature.replace('sha256=', ''), secret)).toBe(false);
    expect(verifyWebhookSignature(body, '1700000000', undefined, secret)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, signature, secret)).toBe(false);
    expect(verifyWebhookSignature(body, 'soon', signature, secret)).toBe(false);
  });

  it('refuses a stale timestamp when a tolerance is asked for', () => {
    const signature = signWebhookBody(body, 1_700_000_000, secret);
    expect(verifyWebhookSignature(body, 1_700_000_000, signature, secret, { toleranceSeconds: 300, nowSeconds: 1_700_000_299 })).toBe(true);
    expect(verifyWebhookSignature(body, 1_700_000_000, signature, secret, { toleranceSeconds: 300, nowSeconds: 1_700_000_301 })).toBe(false);
  });
});
