import { assign, fromPromise, setup } from 'xstate';
import type { SessionResponse, SessionUser } from '../contracts/session';
import { flowErrorMessage } from './flow-error';

/**
 * The sign-in session (SPEC sections 3 and 4): loading -> authenticated | unauthenticated. It
 * refetches when the window regains focus (unless the host turns that off), signs out, and a
 * SessionRequired answer from any call leads to sign-in.
 */
export interface SessionContext {
  user: SessionUser | null;
  expires: string | null;
  refetchOnWindowFocus: boolean;
  /** The last failure to reach the session endpoint; the session itself is kept. */
  error: string | null;
}

export interface SessionInput {
  /** SPEC section 9: sessions refetch on window focus by default. */
  refetchOnWindowFocus?: boolean;
}

export type SessionEvent =
  | { type: 'window.focus' }
  | { type: 'session.refetch' }
  | { type: 'session.signedIn'; session: SessionResponse }
  | { type: 'session.signOut' }
  | { type: 'session.required' };

const hasUser = ({ event }: { event: { output: SessionResponse } }) => event.output.user !== null;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
  },
  actors: {
    fetchSession: fromPromise<SessionResponse>(async () => {
      throw new Error('The host did not provide the fetchSession actor.');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('The host did not provide the signOut actor.');
    }),
  },
  actions: {
    storeSession: assign((_, params: { session: SessionResponse }) => ({
      user: params.session.user,
      expires: params.session.expires,
      error: null,
    })),
    clearSession: assign({ user: null, expires: null }),
    /** Host hook: go to sign-in (in GRTV, /enter-number). */
    redirectToSignIn: () => {},
  },
  guards: {
    refetchesOnFocus: ({ context }) => context.refetchOnWindowFocus,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: null,
    expires: null,
    refetchOnWindowFocus: input.refetchOnWindowFocus ?? true,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        onDone: [
          { guard: hasUser, target: 'authenticated', actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) } },
          { target: 'unauthenticated', actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) } },
        ],
        onError: { target: 'unauthenticated', actions: assign({ error: ({ event }) => flowErrorMessage(event.error, 'The session could not be loaded.') }) },
      },
    },
    authenticated: {
      initial: 'idle',
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.signedIn': { target: '.idle', actions: { type: 'storeSession', params: ({ event }) => ({ session: event.session }) } },
        // The server no longer knows this session (expired, or signed out elsewhere).
        'session.required': { target: 'unauthenticated', actions: ['clearSession', 'redirectToSignIn'] },
      },
      states: {
        idle: {
          on: {
            'window.focus': { guard: 'refetchesOnFocus', target: 'refetching' },
            'session.refetch': { target: 'refetching' },
          },
        },
        refetching: {
          invoke: {
            id: 'fetchSession',
            src: 'fetchSession',
            onDone: [
              { guard: hasUser, target: 'idle', actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) } },
              { target: '#session.unauthenticated', actions: 'clearSession' },
            ],
            // A network blip keeps the session rather than signing the user out.
            onError: { target: 'idle', actions: assign({ error: ({ event }) => flowErrorMessage(event.error, 'The session could not be refreshed.') }) },
          },
        },
      },
    },
    unauthenticated: {
      initial: 'idle',
      on: {
        'session.signedIn': { target: 'authenticated', actions: { type: 'storeSession', params: ({ event }) => ({ session: event.session }) } },
        'session.required': { actions: 'redirectToSignIn' },
      },
      states: {
        idle: {
          on: {
            'window.focus': { guard: 'refetchesOnFocus', target: 'refetching' },
            'session.refetch': { target: 'refetching' },
          },
        },
        refetching: {
          invoke: {
            id: 'fetchSession',
            src: 'fetchSession',
            onDone: [
              { guard: hasUser, target: '#session.authenticated', actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) } },
              { target: 'idle' },
            ],
            onError: { target: 'idle', actions: assign({ error: ({ event }) => flowErrorMessage(event.error, 'The session could not be loaded.') }) },
          },
        },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'unauthenticated', actions: 'clearSession' },
        onError: { target: 'authenticated', actions: assign({ error: ({ event }) => flowErrorMessage(event.error, 'Signing out failed. Please try again.') }) },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

/** The three statuses of SPEC section 4 for a session snapshot. */
export function sessionStatus(snapshot: { matches: (value: 'loading' | 'authenticated' | 'signingOut') => boolean }) {
  if (snapshot.matches('loading')) return 'loading' as const;
  return snapshot.matches('authenticated') || snapshot.matches('signingOut') ? ('authenticated' as const) : ('unauthenticated' as const);
}
