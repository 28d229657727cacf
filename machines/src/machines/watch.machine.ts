import { assign, fromPromise, setup } from 'xstate';
import type { PlayableKind, StreamResponse } from '../contracts/media';

/** Why no stream URL came: no session (401), no entitlement (402: subscribe or top up), or anything else. */
export interface StreamError {
  kind: 'session' | 'payment' | 'failed';
  message: string;
}

export function isStreamError(value: unknown): value is StreamError {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;
}

export interface WatchContext {
  kind: PlayableKind;
  slug: string;
  stream: StreamResponse | null;
  message: string | null;
}

export type WatchEvent =
  | { type: 'session.known'; signedIn: boolean }
  | { type: 'stream.retry' }
  | { type: 'playback.failed'; message: string };

/** The kind of StreamError an actor's error event carries (guards see every event type). */
function streamErrorKind(event: unknown): StreamError['kind'] | null {
  const error = (event as { error?: unknown }).error;
  return isStreamError(error) ? error.kind : null;
}

const messageOf = (error: unknown, fallback: string) => (isStreamError(error) ? error.message : fallback);

/**
 * Pressing play: once the session is known, a signed-in person asks the API for a signed stream
 * URL; a visitor (or a 401) is asked to subscribe; a 402 shows the API's message (subscribe, or
 * top up a paused subscription); a failed request or playback can be tried again.
 */
export const watchMachine = setup({
  types: {
    context: {} as WatchContext,
    input: {} as { kind: PlayableKind; slug: string },
    events: {} as WatchEvent,
  },
  actors: {
    streamRequest: fromPromise<StreamResponse, { kind: PlayableKind; slug: string }>(async () => {
      throw new Error('The host did not provide the streamRequest actor.');
    }),
  },
  guards: {
    isSignedIn: ({ event }) => event.type === 'session.known' && event.signedIn,
    needsSession: ({ event }) => streamErrorKind(event) === 'session',
    needsPayment: ({ event }) => streamErrorKind(event) === 'payment',
  },
  actions: {
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'watch',
  context: ({ input }) => ({ kind: input.kind, slug: input.slug, stream: null, message: null }),
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      on: { 'session.known': [{ guard: 'isSignedIn', target: 'requestingStream' }, { target: 'subscribeRequired' }] },
    },
    requestingStream: {
      entry: 'clearMessage',
      invoke: {
        id: 'streamRequest',
        src: 'streamRequest',
        input: ({ context }) => ({ kind: context.kind, slug: context.slug }),
        onDone: { target: 'playing', actions: assign({ stream: ({ event }) => event.output }) },
        onError: [
          { guard: 'needsSession', target: 'subscribeRequired' },
          { guard: 'needsPayment', target: 'paymentRequired', actions: assign({ message: ({ event }) => messageOf(event.error, 'Subscribe to watch GRTV.') }) },
          { target: 'failed', actions: assign({ message: ({ event }) => messageOf(event.error, 'This video could not be started. Please try again.') }) },
        ],
      },
    },
    playing: {
      on: { 'playback.failed': { target: 'failed', actions: assign({ message: ({ event }) => event.message }) } },
    },
    subscribeRequired: {
      on: { 'session.known': { guard: 'isSignedIn', target: 'requestingStream' } },
    },
    paymentRequired: {
      on: { 'stream.retry': { target: 'requestingStream' } },
    },
    failed: {
      on: { 'stream.retry': { target: 'requestingStream' } },
    },
  },
});
