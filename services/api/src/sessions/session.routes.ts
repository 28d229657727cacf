import type { HttpApp } from '@grtv/kit';
import { ApiError, CsrfTokenResponse, LogBeaconRequest, ProvidersResponse, SessionCsrfResponse, SessionResponse, SignOutResponse } from '@grtv/machines';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../api-context';
import { requireCsrf } from '../security/security.plugin';
import { endSession, ensureSession } from './session.plugin';
import { sessionResponse } from './session-response';

/** DESIGN: the session client's endpoints (session, csrf, providers, signout, log beacon) and /api/csrf-token. */
export async function sessionRoutes(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  const secure = ctx.config.COOKIE_SECURE;
  app.get('/api/auth/session', { schema: { response: { 200: SessionResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.sessionId) await ctx.sessions.touch(request.sessionId);
    return sessionResponse(request.session, ctx.sessions.ttlSeconds);
  });

  // A visitor gets a session here, so that the subscribe call has one to carry.
  const csrf = async (request: FastifyRequest, reply: FastifyReply) => {
    await ensureSession(request, reply, ctx.sessions, secure);
    reply.header('cache-control', 'no-store');
    return { csrfToken: reply.generateCsrf() };
  };
  app.get('/api/csrf-token', { schema: { response: { 200: CsrfTokenResponse } } }, csrf);
  app.get('/api/auth/csrf', { schema: { response: { 200: SessionCsrfResponse } } }, csrf);

  app.get('/api/auth/providers', { schema: { response: { 200: ProvidersResponse } } }, async () => ({
    otp: { id: 'otp', name: 'Vodacom number and OTP', type: 'otp', signinUrl: '/api/auth/signin/otp', callbackUrl: '/api/auth/callback/otp' },
  }));

  app.post(
    '/api/auth/signout',
    { onRequest: requireCsrf(app), schema: { body: z.object({ everywhere: z.boolean().default(false) }).default({ everywhere: false }), response: { 200: SignOutResponse, 403: ApiError } } },
    async (request, reply) => {
      await endSession(request, reply, ctx.sessions, request.body.everywhere);
      return { ok: true as const };
    },
  );

  // The client's log beacon: what went wrong on a phone reaches the server logs (masked).
  app.post(
    '/api/auth/_log',
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { body: LogBeaconRequest, response: { 204: z.null() } } },
    async (request, reply) => {
      request.log[request.body.level]({ client: true, path: request.body.path }, request.body.message);
      return reply.status(204).send(null);
    },
  );
}
