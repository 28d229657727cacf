import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { gatewayError } from '../errors';

/** Refuses every request of the scope without `Authorization: Bearer <apiKey>` (401, before any work). */
export function installApiKeyAuth(scope: FastifyInstance<any, any, any, any, any>, apiKey: string): void {
  // Comparing digests keeps the comparison constant-time whatever the length sent.
  const expected = createHash('sha256').update(`Bearer ${apiKey}`).digest();
  scope.addHook('onRequest', async (request, reply) => {
    const given = createHash('sha256').update(request.headers.authorization ?? '').digest();
    if (!timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer realm="grtv-carrier"');
      throw gatewayError('UNAUTHORIZED');
    }
  });
}
