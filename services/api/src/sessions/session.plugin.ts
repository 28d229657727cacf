import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionData, SessionStore } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session id from the signed cookie, when it names a live session. */
    sessionId: string | null;
    session: SessionData | null;
  }
}

export const SESSION_COOKIE = 'grtv_sid';

/** Reads the session cookie on every request (httpOnly, signed, SameSite=Lax). */
export const sessionPlugin = fp(async (app, options: { store: SessionStore }) => {
  app.decorateRequest('sessionId', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const data = await options.store.read(unsigned.value);
    if (!data) return;
    request.sessionId = unsigned.value;
    request.session = data;
  });
});

function setCookie(reply: FastifyReply, id: string, store: SessionStore, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true, maxAge: store.ttlSeconds });
}

/** A visitor's session (created on first need), so the subscribe call has a session to carry. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply, store: SessionStore, secure: boolean): Promise<string> {
  if (request.sessionId) return request.sessionId;
  const data: SessionData = { createdAt: new Date().toISOString() };
  const id = await store.create(data);
  request.sessionId = id;
  request.session = data;
  setCookie(reply, id, store, secure);
  return id;
}

/**
 * Signs a user in with a NEW session id (the old one is destroyed), so an id planted before
 * sign-in (session fixation) is worthless after it.
 */
export async function startUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: SessionStore,
  secure: boolean,
  user: Required<Pick<SessionData, 'userId' | 'msisdn'>> & Pick<SessionData, 'subscriberId' | 'packageId'>,
): Promise<SessionData> {
  if (request.sessionId) await store.destroy(request.sessionId);
  const data: SessionData = { createdAt: new Date().toISOString(), ...user };
  const id = await store.create(data);
  request.sessionId = id;
  request.session = data;
  setCookie(reply, id, store, secure);
  return data;
}

/** Ends this session (or all of the user's) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, store: SessionStore, everywhere: boolean): Promise<void> {
  if (everywhere && request.session?.userId) await store.destroyAllOf(request.session.userId);
  else if (request.sessionId) await store.destroy(request.sessionId);
  request.sessionId = null;
  request.session = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
