import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The anti-fraud token of one transaction: `<expiry unix s>.<base64url HMAC-SHA256 of
 * "<transaction_id>.<expiry>">` under PROTECT_SECRET. Stateless: the gateway checks it by recomputing.
 */
export function signProtectToken(transactionId: string, expiresAtSeconds: number, secret: string): string {
  return `${expiresAtSeconds}.${mac(transactionId, expiresAtSeconds, secret)}`;
}

/** True when `token` was issued for this transaction by this gateway and has not expired. */
export function verifyProtectToken(transactionId: string, token: string | undefined, secret: string, nowMs: number): boolean {
  if (!token) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAtSeconds = Number(match[1]);
  const expected = Buffer.from(mac(transactionId, expiresAtSeconds, secret));
  const given = Buffer.from(match[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return expiresAtSeconds * 1000 > nowMs;
}

function mac(transactionId: string, expiresAtSeconds: number, secret: string): string {
  return createHmac('sha256', secret).update(`${transactionId}.${expiresAtSeconds}`).digest('base64url');
}
