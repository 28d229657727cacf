import { isCarrierError } from '@grtv/billing/producers';
import type { HttpApp } from '@grtv/kit';
import { ApiError, classifySubscribeFailure, findPackageById, maskMsisdn, SessionResponse, SignInCallbackRequest, SignInRequest, SignInResponse } from '@grtv/machines';
import type { ApiContext } from '../api-context';
import { ApiErrors } from '../errors';
import { LIMITS, PER_ADDRESS_PER_MINUTE, type AttemptCounter } from '../security/attempt-counter';
import { requireCsrf } from '../security/security.plugin';
import { ensureSession, startUserSession } from '../sessions/session.plugin';
import { sessionResponse } from '../sessions/session-response';
import { signInUser } from '../users/user-store';
import { carrierCall } from './check-status';
import { resolveNumber } from './resolve-number';

interface PendingSignIn {
  msisdn: string;
  sessionId: string;
}

/**
 * A returning subscriber signs in by proving the number with an OTP (never by the number alone):
 * POST /api/auth/signin/otp sends it, POST /api/auth/callback/otp checks it and starts a session
 * with a new id. The pending sign-in is bound to the session that asked for it.
 */
export async function signInRoutes(app: HttpApp, { ctx, countAttempt }: { ctx: ApiContext; countAttempt: AttemptCounter }): Promise<void> {
  const pendingKey = (transactionId: string) => `${ctx.config.REDIS_PREFIX}:signin:${transactionId}`;
  const limit = { config: { rateLimit: { max: PER_ADDRESS_PER_MINUTE.signIn, timeWindow: 60_000 } }, onRequest: requireCsrf(app) };
  const errors = { 400: ApiError, 403: ApiError, 429: ApiError, 502: ApiError };

  app.post('/api/auth/signin/otp', { ...limit, schema: { body: SignInRequest, response: { 200: SignInResponse, ...errors } } }, async (request, reply) => {
    const { msisdn } = resolveNumber(request.body, ctx.config.HE_TOKEN_SECRET);
    const live = await ctx.billing.liveSubscription(msisdn);
    if (!live) throw ApiErrors.badRequest('This number has no GRTV subscription yet. Choose a package to subscribe.');
    await countAttempt(`otp-sends:${msisdn}`, LIMITS.otpSendsPerNumberPerHour, LIMITS.hour, 'OTPs for this number');
    const sessionId = await ensureSession(request, reply, ctx.sessions, ctx.config.COOKIE_SECURE);
    const sent = await carrierCall(() =>
      ctx.carrier.sendOtp({ transactionId: request.body.transaction_id, msisdn, serviceKey: findPackageById(live.packageId)!.serviceKey, purpose: 'signin' }),
    );
    const pending: PendingSignIn = { msisdn, sessionId };
    await ctx.redis.set(pendingKey(request.body.transaction_id), JSON.stringify(pending), 'EX', 600);
    return { sent: true, msisdn_masked: maskMsisdn(msisdn), resends_left: sent.resendsLeft };
  });

  app.post('/api/auth/callback/otp', { ...limit, schema: { body: SignInCallbackRequest, response: { 200: SessionResponse, ...errors } } }, async (request, reply) => {
    const { transaction_id: transactionId, otp } = request.body;
    const text = await ctx.redis.get(pendingKey(transactionId));
    const pending = text ? (JSON.parse(text) as PendingSignIn) : null;
    if (!pending || pending.sessionId !== request.sessionId) throw ApiErrors.badRequest('This sign-in has expired. Please enter your number again.');
    await countAttempt(`otp-tries:${pending.msisdn}`, LIMITS.otpTriesPerNumberPerHour, LIMITS.hour, 'OTP attempts for this number');
    await countAttempt(`otp-tries-txn:${transactionId}`, LIMITS.otpTriesPerTransaction, LIMITS.hour, 'OTP attempts; please ask for a new OTP');
    let verified: { msisdn: string };
    try {
      verified = await ctx.carrier.verifyOtp({ transactionId, otp });
    } catch (error) {
      if (isCarrierError(error) && error.kind === 'final') throw ApiErrors.badRequest(classifySubscribeFailure(error.description).message);
      throw ApiErrors.upstream('Vodacom did not answer. Please try again.');
    }
    if (verified.msisdn !== pending.msisdn) throw ApiErrors.badRequest('This sign-in has expired. Please enter your number again.');
    const live = await ctx.billing.liveSubscription(pending.msisdn);
    if (!live) throw ApiErrors.badRequest('This number has no GRTV subscription yet. Choose a package to subscribe.');
    await ctx.redis.del(pendingKey(transactionId));
    const user = await signInUser(ctx.db, pending.msisdn);
    const session = await startUserSession(request, reply, ctx.sessions, ctx.config.COOKIE_SECURE, {
      userId: user.id,
      msisdn: user.msisdn,
      subscriberId: live.subscriberId,
      packageId: live.packageId,
    });
    return sessionResponse(session, ctx.sessions.ttlSeconds);
  });
}
