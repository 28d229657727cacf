import { z } from 'zod';
import { TransactionId } from './common';

/** The signed-in user of a session (SPEC: session user: user_id). */
export const SessionUser = z.object({
  user_id: z.string(),
  /** The subscriber's number, masked (`2782*****67`): the full number never leaves the server. */
  msisdn_masked: z.string(),
  subscriber_id: z.string().nullable(),
  package_id: z.string().nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** GET /api/auth/session: the session, or `{ user: null }` when signed out. `expires` is ISO time. */
export const SessionResponse = z.object({ user: SessionUser.nullable(), expires: z.string().nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** GET /api/auth/csrf. */
export const SessionCsrfResponse = z.object({ csrfToken: z.string() });
export type SessionCsrfResponse = z.infer<typeof SessionCsrfResponse>;

export const Provider = z.object({ id: z.string(), name: z.string(), type: z.string(), signinUrl: z.string(), callbackUrl: z.string() });
export type Provider = z.infer<typeof Provider>;
/** GET /api/auth/providers: keyed by provider id. */
export const ProvidersResponse = z.record(z.string(), Provider);
export type ProvidersResponse = z.infer<typeof ProvidersResponse>;

/**
 * POST /api/auth/signin/otp: sends a sign-in OTP to a returning subscriber's number (or to the
 * header-enriched number when `he_msisdn` carries the token).
 */
export const SignInRequest = z.object({
  transaction_id: TransactionId,
  msisdn: z.string().max(32).optional().nullable(),
  he_msisdn: z.string().max(512).optional().nullable(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;
export const SignInResponse = z.object({ sent: z.boolean(), msisdn_masked: z.string(), resends_left: z.number().int().nonnegative() });
export type SignInResponse = z.infer<typeof SignInResponse>;

/** POST /api/auth/callback/otp: proves the number with the OTP and starts a session. */
export const SignInCallbackRequest = z.object({ transaction_id: TransactionId, otp: z.string().trim().min(1).max(8) });
export type SignInCallbackRequest = z.infer<typeof SignInCallbackRequest>;
export const SignInCallbackResponse = SessionResponse;
export type SignInCallbackResponse = SessionResponse;

/** POST /api/auth/signout. */
export const SignOutResponse = z.object({ ok: z.literal(true) });
export type SignOutResponse = z.infer<typeof SignOutResponse>;

/** POST /api/auth/_log: the client's log beacon. */
export const LogBeaconRequest = z.object({
  level: z.enum(['error', 'warn', 'info']),
  message: z.string().max(2000),
  path: z.string().max(300).optional(),
});
export type LogBeaconRequest = z.infer<typeof LogBeaconRequest>;

/** The session client's error code: a call that needs a signed-in user got none. */
export const SESSION_REQUIRED = 'SessionRequired';
