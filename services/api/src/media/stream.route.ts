import type { HttpApp } from '@grtv/kit';
import { ApiError, isEntitled, StreamRequest, StreamResponse, type SubscriptionStatus } from '@grtv/machines';
import type { ApiContext } from '../api-context';
import { ApiErrors } from '../errors';
import { requireUser } from '../sessions/require-user';

/**
 * POST /api/media/stream: subscribers and trial users get a signed, expiring stream URL (made by
 * the content host, which alone holds the signing secret); visitors are told to subscribe.
 */
export async function streamRoute(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.post('/api/media/stream', { schema: { body: StreamRequest, response: { 200: StreamResponse, 401: ApiError, 402: ApiError, 404: ApiError } } }, async (request, reply) => {
    const user = requireUser(request);
    const live = await ctx.billing.liveSubscription(user.msisdn);
    if (!live || !isEntitled(live.status as SubscriptionStatus)) {
      throw ApiErrors.subscriptionRequired(
        live?.status === 'suspended'
          ? 'Your subscription is paused because the last payments did not go through. Top up your airtime to keep watching.'
          : 'Subscribe to watch GRTV.',
      );
    }
    reply.header('cache-control', 'no-store');
    return ctx.content.postInternal<StreamResponse>('/internal/stream', request.body);
  });
}
