import fastifyStatic from '@fastify/static';
import type { HttpApp } from '@grtv/kit';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Serves the built web app: hashed assets cached for a year (their names change with their
 * content), index.html never cached, and every other GET that is not an API path answered with
 * index.html so client routes (/enter-number, /show/...) load on a refresh.
 */
export async function webAppRoutes(app: HttpApp, options: { dist: string }): Promise<void> {
  const root = resolve(options.dist);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'the web app is not built (npm run build -w apps/web); only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build ships .br and .gz copies: a phone gets the smallest its browser accepts.
    preCompressed: true,
    setHeaders: (reply, path) => {
      const hashed = /[\\/]assets[\\/]/.test(path);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (/^\/(api|ops|media|sandbox)(\/|$)/.test(path)) return reply.callNotFound();
    // A file the build produced (favicon, manifest, hashed asset)...
    if (/\.[a-z0-9]+$/i.test(path) && existsSync(resolve(root, `.${path}`))) return reply.sendFile(path.slice(1));
    if (/\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    // ...else a client route: the app decides what to show.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
