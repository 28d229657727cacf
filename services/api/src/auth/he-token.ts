import { signToken, verifyToken } from '@grtv/kit';
import { isStoredMsisdn } from '@grtv/machines';

/**
 * The header-enrichment token (SPEC HE_token): the carrier's number header, seen from a trusted
 * proxy, signed and short-lived, so the browser carries proof of the number but cannot edit it.
 */
export function issueHeToken(msisdn: string, secret: string, ttlSeconds: number): string {
  return signToken({ he: msisdn }, secret, ttlSeconds);
}

/** The number inside a valid, unexpired token; null for anything else. */
export function readHeToken(token: string, secret: string): string | null {
  const result = verifyToken<{ he?: unknown }>(token, secret);
  if (!result.ok) return null;
  const msisdn = result.payload.he;
  return typeof msisdn === 'string' && isStoredMsisdn(msisdn) ? msisdn : null;
}
