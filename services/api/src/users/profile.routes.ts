import type { HttpApp } from '@grtv/kit';
import { ApiError, FeedbackRequest, FeedbackResponse, ProfileRequest, ProfileResponse, RatingsRequest, RatingsResponse } from '@grtv/machines';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { ApiContext } from '../api-context';
import { feedback } from '../db/schema';
import { ApiErrors } from '../errors';
import { LIMITS, type AttemptCounter } from '../security/attempt-counter';
import { requireCsrf } from '../security/security.plugin';
import { requireUser } from '../sessions/require-user';
import { findUser } from './user-store';

/**
 * SPEC section 7: profile, ratings and feedback. Identity comes from the session only: asking for
 * another user's profile or ratings is refused (403), whatever id the body names.
 */
export async function profileRoutes(app: HttpApp, { ctx, countAttempt }: { ctx: ApiContext; countAttempt: AttemptCounter }): Promise<void> {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError };
  const me = async (userId: string) => {
    const user = await findUser(ctx.db, userId);
    if (!user) throw ApiErrors.sessionRequired('SessionRequired');
    return user;
  };

  app.post('/api/profile', { schema: { body: ProfileRequest, response: { 200: ProfileResponse, ...errors } } }, async (request) => {
    const session = requireUser(request);
    if (request.body.user_id !== session.userId) throw ApiErrors.forbidden('You can only see your own profile.');
    const user = await me(session.userId);
    return { profile: { user_id: user.id, msisdn: user.msisdn, rating_id: user.ratingId } };
  });

  app.post('/api/profile/ratings', { schema: { body: RatingsRequest, response: { 200: RatingsResponse, ...errors } } }, async (request) => {
    const user = await me(requireUser(request).userId);
    if (request.body.id !== user.ratingId) throw ApiErrors.forbidden('You can only see your own ratings.');
    const rows = await ctx.db.select().from(feedback).where(eq(feedback.ratingId, user.ratingId)).orderBy(desc(feedback.createdAt)).limit(50);
    return { ratings: rows.map((r) => ({ id: r.id, rating: r.experience, created_at: r.createdAt.toISOString() })) };
  });

  app.post(
    '/api/profile/feedback',
    { onRequest: requireCsrf(app), schema: { body: FeedbackRequest, response: { 200: FeedbackResponse, ...errors } } },
    async (request) => {
      const user = await me(requireUser(request).userId);
      await countAttempt(`feedback:${user.id}`, LIMITS.feedbackPerUserPerHour, LIMITS.hour, 'feedback messages');
      const id = `fbk_${randomBytes(8).toString('hex')}`;
      await ctx.db.insert(feedback).values({
        id,
        userId: user.id,
        ratingId: user.ratingId,
        experience: request.body.experience,
        commentType: request.body.comment_type,
        comment: request.body.comment,
      });
      return { id, rating_id: user.ratingId };
    },
  );
}
