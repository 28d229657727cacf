import type { HttpApp } from '@grtv/kit';
import { Readable } from 'node:stream';
import type { ApiContext } from '../api-context';

/** Headers of the content host's answer that the phone should see. */
const PASSED = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'accept-ranges', 'content-range'];

/**
 * GET /media/* (signed HLS) and /images/* (posters): streamed from the content host, so the page
 * loads everything from its own origin. In production a CDN in front of the content host does this.
 */
export async function contentFilesRoute(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  for (const prefix of ['/media/*', '/images/*']) {
    app.get(prefix, async (request, reply) => {
      const upstream = await fetch(new URL(request.url, ctx.content.baseUrl), {
        headers: request.headers.range ? { range: request.headers.range } : {},
        signal: AbortSignal.timeout(30_000),
      }).catch(() => null);
      if (!upstream) return reply.status(502).send({ code: 'UPSTREAM_FAILED', message: 'The media server is not answering. Please try again.' });
      reply.status(upstream.status);
      for (const name of PASSED) {
        const value = upstream.headers.get(name);
        if (value) reply.header(name, value);
      }
      return reply.send(upstream.body ? Readable.fromWeb(upstream.body as never) : '');
    });
  }
}
