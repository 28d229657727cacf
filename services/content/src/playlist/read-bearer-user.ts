import { verifyToken } from '@grtv/kit';

/**
 * The user id in an `Authorization: Bearer <token>` header, where the token is the API's
 * `signToken({ sub: user_id }, CONTENT_TOKEN_SECRET, ttl)`. Null when missing, malformed,
 * tampered with or expired.
 */
export function readBearerUser(authorization: string | undefined, secret: string, nowMs: number): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match) return null;
  const verified = verifyToken<{ sub?: unknown }>(match[1]!, secret, nowMs);
  if (!verified.ok) return null;
  const sub = verified.payload.sub;
  return typeof sub === 'string' && sub.length > 0 && sub.length <= 128 ? sub : null;
}
