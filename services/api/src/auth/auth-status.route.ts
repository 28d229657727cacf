import type { HttpApp } from '@grtv/kit';
import { ApiError, AuthStatusRequest, AuthStatusResponse, normaliseMsisdn, type SubscriptionState } from '@grtv/machines';
import type { ApiContext } from '../api-context';
import { ApiErrors } from '../errors';
import { requireUser } from '../sessions/require-user';

/** POST /api/auth/status {msisdn}: the subscription state, answered only for the signed-in user's own number. */
export async function authStatusRoute(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.post('/api/auth/status', { schema: { body: AuthStatusRequest, response: { 200: AuthStatusResponse, 400: ApiError, 401: ApiError, 403: ApiError } } }, async (request) => {
    const user = requireUser(request);
    const asked = normaliseMsisdn(request.body.msisdn);
    if (!asked.ok || asked.msisdn !== user.msisdn) throw ApiErrors.forbidden('You can only ask about your own number.');
    const live = await ctx.billing.liveSubscription(user.msisdn);
    return { status: (live?.status ?? 'none') as SubscriptionState };
  });
}
