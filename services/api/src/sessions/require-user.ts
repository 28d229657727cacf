import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../errors';
import type { SessionData } from './session-store';

export type UserSession = SessionData & { userId: string; msisdn: string };

/** The signed-in user of this request, or a 401 SessionRequired (the session client's error). */
export function requireUser(request: FastifyRequest): UserSession {
  const session = request.session;
  if (!session?.userId || !session.msisdn) throw ApiErrors.sessionRequired('SessionRequired');
  return session as UserSession;
}
