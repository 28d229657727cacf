import { ErrorMessages, normaliseMsisdn } from '@grtv/machines';
import { ApiErrors } from '../errors';
import { readHeToken } from './he-token';

/**
 * The number a request is about: from the header-enrichment token when there is a valid one
 * (proven by the carrier's network), else the typed number (to be proven by an OTP).
 */
export function resolveNumber(body: { msisdn?: string | null; he_msisdn?: string | null }, heTokenSecret: string): { msisdn: string; viaHeader: boolean } {
  if (body.he_msisdn) {
    const fromHeader = readHeToken(body.he_msisdn, heTokenSecret);
    if (fromHeader) return { msisdn: fromHeader, viaHeader: true };
    if (!body.msisdn) throw ApiErrors.badRequest('Your network sign-in has expired. Please enter your number.');
  }
  const typed = normaliseMsisdn(body.msisdn ?? '');
  if (!typed.ok) throw ApiErrors.badRequest(body.msisdn ? typed.message : ErrorMessages.missingMsisdn);
  return { msisdn: typed.msisdn, viaHeader: false };
}
