import { isStoredMsisdn, normaliseMsisdn } from '@grtv/machines';
import type { FastifyRequest } from 'fastify';

/**
 * The carrier's number header, believed only when the connection comes straight from one of the
 * trusted proxies (the carrier's header-enrichment proxy). From anywhere else it is ignored: a
 * client can set any header it likes.
 */
export function readHeaderNumber(request: FastifyRequest, header: string, trustedProxies: string[]): string | null {
  const peer = request.raw.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  if (!trustedProxies.includes(peer)) return null;
  const value = request.headers[header];
  if (typeof value !== 'string') return null;
  const number = normaliseMsisdn(value);
  return number.ok && isStoredMsisdn(number.msisdn) ? number.msisdn : null;
}
