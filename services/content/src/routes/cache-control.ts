import type { FastifyInstance } from 'fastify';

/** Public catalogue reads: the same for everyone, fine a minute stale. */
export const CATALOGUE_CACHE = 'public, max-age=60';
/** Per-user or secret answers: never stored by a cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Sets `cache-control` on every answer of the plugin it is called in (an encapsulated route
 * module): `value` on success unless the route set its own, `no-store` on errors.
 */
export function useCacheControl(app: FastifyInstance<any, any, any, any, any>, value: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', reply.statusCode < 400 ? value : 'no-store');
    return payload;
  });
}
