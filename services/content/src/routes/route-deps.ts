import type { Db } from '@grtv/kit';
import type { Clock } from '../clock';
import type { ContentConfig } from '../config';
import type { MediaStore } from '../media/media-store';

/** What every route module of the content host is given. */
export interface RouteDeps {
  db: Db;
  clock: Clock;
  config: ContentConfig;
  mediaStore: MediaStore;
}

/** A route module's options: `app.register(homeRoutes, { deps })`. */
export interface RouteOptions {
  deps: RouteDeps;
}
