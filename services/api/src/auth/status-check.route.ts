import type { HttpApp } from '@grtv/kit';
import { ApiError, StatusCheckRequest, StatusCheckResponse } from '@grtv/machines';
import type { ApiContext } from '../api-context';
import { PER_ADDRESS_PER_MINUTE, type AttemptCounter } from '../security/attempt-counter';
import { checkStatus } from './check-status';

/** POST /api/auth/status_check (SPEC section 7). */
export async function statusCheckRoute(app: HttpApp, { ctx, countAttempt }: { ctx: ApiContext; countAttempt: AttemptCounter }): Promise<void> {
  app.post(
    '/api/auth/status_check',
    {
      config: { rateLimit: { max: PER_ADDRESS_PER_MINUTE.statusCheck, timeWindow: 60_000 } },
      schema: { body: StatusCheckRequest, response: { 200: StatusCheckResponse, 400: ApiError, 429: ApiError, 502: ApiError } },
    },
    async (request) => checkStatus(request.body, { carrier: ctx.carrier, heTokenSecret: ctx.config.HE_TOKEN_SECRET, countAttempt }),
  );
}
