import { maskMsisdn, type SessionResponse } from '@grtv/machines';
import type { SessionData } from './session-store';

/** The session as the browser sees it: never the full number, never the session id. */
export function sessionResponse(session: SessionData | null, ttlSeconds: number): SessionResponse {
  if (!session?.userId || !session.msisdn) return { user: null, expires: null };
  return {
    user: {
      user_id: session.userId,
      msisdn_masked: maskMsisdn(session.msisdn),
      subscriber_id: session.subscriberId ?? null,
      package_id: session.packageId ?? null,
    },
    expires: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
  };
}
