import { createHttpApp, type Db, type Logger } from '@grtv/kit';
import { systemClock, type Clock } from './clock';
import type { ContentConfig } from './config';
import { createFileMediaStore } from './media/file-media-store';
import type { MediaStore } from './media/media-store';
import { categoriesRoutes } from './routes/categories.route';
import { channelsRoutes } from './routes/channels.route';
import { healthRoutes } from './routes/health.route';
import { homeRoutes } from './routes/home.route';
import { imagesRoutes } from './routes/images.route';
import { legalRoutes } from './routes/legal.route';
import { liveRoutes } from './routes/live.route';
import { mediaRoutes } from './routes/media.route';
import { playlistRoutes } from './routes/playlist.route';
import type { RouteDeps } from './routes/route-deps';
import { searchRoutes } from './routes/search.route';
import { showsRoutes } from './routes/shows.route';
import { streamRoutes } from './routes/stream.route';
import { videosRoutes } from './routes/videos.route';

export interface ContentDeps {
  /** The catalogue database (migrated and seeded: see prepareContentDatabase). */
  db: Db;
  logger: Logger;
  clock?: Clock;
  /** Where HLS media is read from; the MEDIA_DIR folder by default. */
  mediaStore?: MediaStore;
}

/** The content host (SPEC section 7 content-host calls and second API, media, images) as a Fastify app that does not listen. */
export function buildContentApp(config: ContentConfig, deps: ContentDeps) {
  const app = createHttpApp({ logger: deps.logger });
  acceptEmptyJsonBodies(app);
  const routeDeps: RouteDeps = {
    db: deps.db,
    clock: deps.clock ?? systemClock,
    config,
    mediaStore: deps.mediaStore ?? createFileMediaStore(config.mediaDir),
  };
  for (const routes of [healthRoutes, homeRoutes, channelsRoutes, categoriesRoutes, showsRoutes, videosRoutes, legalRoutes, liveRoutes, searchRoutes, playlistRoutes, streamRoutes, mediaRoutes, imagesRoutes]) {
    app.register(routes, { deps: routeDeps });
  }
  return app;
}

export type ContentApp = ReturnType<typeof buildContentApp>;

/**
 * Many SPEC calls are POSTs without parameters, sent with no body or with a JSON content type and
 * an empty body. Treat either as `{}` instead of answering 400; a call that needs fields still
 * gets a 400 naming the missing one.
 */
function acceptEmptyJsonBodies(app: ReturnType<typeof createHttpApp>): void {
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
}
