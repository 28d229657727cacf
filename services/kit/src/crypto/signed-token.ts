import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A compact signed token: base64url(JSON payload with `exp` in unix seconds) + "." +
 * base64url(HMAC-SHA256). Used for the header-enrichment token (the SPEC's HE_token) and the
 * bearer token the API gives the content host. Not encrypted: never put a secret inside.
 */
export function signToken(payload: Record<string, unknown>, secret: string, ttlSeconds: number, nowMs = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(nowMs / 1000) + ttlSeconds })).toString('base64url');
  return `${body}.${mac(body, secret)}`;
}

export type VerifiedToken<T> = { ok: true; payload: T & { exp: number } } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Checks the signature (in constant time) and the expiry. */
export function verifyToken<T = Record<string, unknown>>(token: string, secret: string, nowMs = Date.now()): VerifiedToken<T> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  let payload: T & { exp: number };
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

function mac(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}
