import type { SubscribeOutcome } from '@grtv/billing/producers';
import type { HttpApp } from '@grtv/kit';
import {
  ApiError,
  ErrorMessages,
  findPackageByServiceKey,
  normaliseMsisdn,
  SubscribeOutcomeRequest,
  SubscribeRequest,
  SubscribeResponse,
  UnsubscribeRequest,
  UnsubscribeResponse,
} from '@grtv/machines';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../api-context';
import { resolveNumber } from '../auth/resolve-number';
import { ApiErrors } from '../errors';
import { LIMITS, PER_ADDRESS_PER_MINUTE, type AttemptCounter } from '../security/attempt-counter';
import { requireCsrf } from '../security/security.plugin';
import { requireUser } from '../sessions/require-user';
import { startUserSession } from '../sessions/session.plugin';
import { signInUser } from '../users/user-store';

/**
 * POST /api/subscribe (session cookie + CSRF header): queues the attempt (its transaction id is
 * the job id), waits a bounded time for the outcome, and answers `pending` past it; the client
 * then polls POST /api/subscribe/outcome. Success signs the user in with a new session.
 */
export async function subscribeRoutes(app: HttpApp, { ctx, countAttempt }: { ctx: ApiContext; countAttempt: AttemptCounter }): Promise<void> {
  const ownerKey = (transactionId: string) => `${ctx.config.REDIS_PREFIX}:txn-owner:${transactionId}`;
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError };

  /** A transaction belongs to the session that first submitted it: nobody else may read or drive it. */
  async function claim(transactionId: string, sessionId: string): Promise<void> {
    const claimed = await ctx.redis.set(ownerKey(transactionId), sessionId, 'EX', 24 * 3600, 'NX');
    if (claimed === 'OK') return;
    if ((await ctx.redis.get(ownerKey(transactionId))) !== sessionId) throw ApiErrors.forbidden('This subscription attempt belongs to another session. Please start again.');
  }

  /** The answer for an outcome; success signs the user in (new session id) and the transaction moves with it. */
  async function answer(request: FastifyRequest, reply: FastifyReply, outcome: SubscribeOutcome): Promise<SubscribeResponse> {
    if (outcome.status === 'success' && outcome.subscriberId && request.session?.msisdn !== outcome.msisdn) {
      const user = await signInUser(ctx.db, outcome.msisdn);
      await startUserSession(request, reply, ctx.sessions, ctx.config.COOKIE_SECURE, {
        userId: user.id,
        msisdn: user.msisdn,
        subscriberId: outcome.subscriberId,
        packageId: outcome.packageId,
      });
      await ctx.redis.set(ownerKey(outcome.transactionId), request.sessionId!, 'EX', 24 * 3600);
    }
    return {
      status: outcome.status,
      description: outcome.description,
      transaction_id: outcome.transactionId,
      ...(outcome.status === 'success' && outcome.subscriberId ? { subscriber_id: outcome.subscriberId } : {}),
      ...(outcome.packageId ? { package_id: outcome.packageId } : {}),
    };
  }

  app.post(
    '/api/subscribe',
    {
      config: { rateLimit: { max: PER_ADDRESS_PER_MINUTE.subscribe, timeWindow: 60_000 } },
      onRequest: requireCsrf(app),
      schema: { body: SubscribeRequest, response: { 200: SubscribeResponse, ...errors } },
    },
    async (request, reply) => {
      if (!request.sessionId) throw ApiErrors.forbidden('Your session has expired. Please reload the page and try again.');
      const body = request.body;
      const pkg = findPackageByServiceKey(body.service_key);
      if (!pkg) throw ApiErrors.badRequest(ErrorMessages.packageMissing);
      const { msisdn, viaHeader } = resolveNumber(body, ctx.config.HE_TOKEN_SECRET);
      await claim(body.transaction_id, request.sessionId);

      if (body.to_cancel === 'yes') {
        await ctx.billing.requestDecline({ transactionId: body.transaction_id, msisdn, serviceKey: pkg.serviceKey });
        return { status: 'cancelled' as const, description: 'You declined the subscription. Nothing was charged.', transaction_id: body.transaction_id };
      }
      if (!viaHeader) {
        if (!body.otp) throw ApiErrors.badRequest(ErrorMessages.invalidOtp);
        await countAttempt(`otp-tries:${msisdn}`, LIMITS.otpTriesPerNumberPerHour, LIMITS.hour, 'OTP attempts for this number');
        await countAttempt(`otp-tries-txn:${body.transaction_id}`, LIMITS.otpTriesPerTransaction, LIMITS.hour, 'OTP attempts; please ask for a new OTP');
      }
      if (!body.evina_token) throw ApiErrors.badRequest('The security check of this page did not load. Please reload the page and try again.');

      const earlier = await ctx.billing.requestSubscribe({
        transactionId: body.transaction_id,
        msisdn,
        serviceKey: pkg.serviceKey,
        packageId: pkg.id,
        consent: viaHeader ? 'header' : 'otp',
        ...(body.otp && !viaHeader ? { otp: body.otp } : {}),
        protectToken: body.evina_token,
        contentBlockOverride: body.contentblock_override,
      });
      const outcome = earlier ?? (await ctx.billing.waitForOutcome(body.transaction_id, msisdn, ctx.config.SUBSCRIBE_WAIT_MS));
      return answer(request, reply, outcome);
    },
  );

  app.post('/api/subscribe/outcome', { schema: { body: SubscribeOutcomeRequest, response: { 200: SubscribeResponse, ...errors } } }, async (request, reply) => {
    const transactionId = request.body.transaction_id;
    const owner = await ctx.redis.get(ownerKey(transactionId));
    const outcome = owner && owner === request.sessionId ? await ctx.billing.outcome(transactionId) : null;
    if (!outcome) throw ApiErrors.notFound('There is no subscription attempt with this id for you.');
    return answer(request, reply, outcome);
  });

  app.post(
    '/api/subscribe/unsubscribe',
    { onRequest: requireCsrf(app), schema: { body: UnsubscribeRequest, response: { 200: UnsubscribeResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const asked = normaliseMsisdn(request.body.msisdn);
      if (!asked.ok || asked.msisdn !== user.msisdn) throw ApiErrors.forbidden('You can only unsubscribe your own number.');
      await ctx.billing.requestUnsubscribe(user.msisdn, 'unsubscribe');
      return { is_subscribed: false };
    },
  );
}
