import type { HttpApp } from '@grtv/kit';
import { ApiError, StatusCheckRequest, StatusCheckResponse } from '@grtv/machines';
import { checkStatus, type CheckStatusDeps } from './check-status';

/** POST /api/auth/status_check (SPEC section 7). */
export async function statusCheckRoute(app: HttpApp, deps: CheckStatusDeps): Promise<void> {
  app.post(
    '/api/auth/status_check',
    { schema: { body: StatusCheckRequest, response: { 200: StatusCheckResponse, 400: ApiError, 429: ApiError, 502: ApiError } } },
    async (request) => checkStatus(request.body, deps),
  );
}
