import type { HttpApp } from '@grtv/kit';
import type { ApiContext } from '../api-context';

/** GET /api/content/*: the read-through routes the web app's page loaders use (home, channel, show, ...). */
export async function contentPageRoutes(_app: HttpApp, _options: { ctx: ApiContext }): Promise<void> {}
