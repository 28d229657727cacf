import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring media URLs that work with HLS: the signature sits in the path, before the
 * asset, so a player resolving relative rendition and segment URIs keeps it:
 *   /media/s/<exp>/<sig>/<asset>/master.m3u8  ->  /media/s/<exp>/<sig>/<asset>/240p/seg_003.ts
 * The signature covers the asset and the expiry (unix seconds).
 */
export function signMediaPath(asset: string, file: string, secret: string, ttlSeconds: number, nowMs = Date.now()): { path: string; expiresAt: Date } {
  const exp = Math.floor(nowMs / 1000) + ttlSeconds;
  return { path: `/media/s/${exp}/${mediaMac(asset, exp, secret)}/${asset}/${file}`, expiresAt: new Date(exp * 1000) };
}

export type MediaCheck = { ok: true } | { ok: false; reason: 'signature' | 'expired' };

/** Checks a signed media path's parts (constant-time comparison). */
export function verifyMediaSignature(asset: string, exp: number, signature: string, secret: string, nowMs = Date.now()): MediaCheck {
  const expected = Buffer.from(mediaMac(asset, exp, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  if (exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true };
}

function mediaMac(asset: string, exp: number, secret: string): string {
  return createHmac('sha256', secret).update(`${asset}\n${exp}`).digest('base64url');
}
