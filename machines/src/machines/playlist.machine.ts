import { assign, fromPromise, setup } from 'xstate';
import type { PlaylistStatusRequest } from '../contracts/playlist';
import { flowErrorMessage, isFlowError } from './flow-error';

/**
 * One My List toggle (SPEC section 4): the item's status is fetched, then add or remove toggles it.
 * A failed fetch can be retried; a failed toggle leaves the item as it was, with a message.
 */
export interface PlaylistContext {
  item: PlaylistStatusRequest;
  message: string | null;
}

export type PlaylistEvent = { type: 'playlist.toggle' } | { type: 'playlist.retry' };

const isSessionRequired = ({ event }: { event: { error: unknown } }) => isFlowError(event.error) && event.error.kind === 'session';

export const playlistMachine = setup({
  types: {
    context: {} as PlaylistContext,
    input: {} as { item: PlaylistStatusRequest },
    events: {} as PlaylistEvent,
  },
  actors: {
    fetchStatus: fromPromise<{ status: boolean }, PlaylistStatusRequest>(async () => {
      throw new Error('The host did not provide the fetchStatus actor.');
    }),
    addItem: fromPromise<{ status: boolean }, PlaylistStatusRequest>(async () => {
      throw new Error('The host did not provide the addItem actor.');
    }),
    removeItem: fromPromise<{ status: boolean }, PlaylistStatusRequest>(async () => {
      throw new Error('The host did not provide the removeItem actor.');
    }),
  },
  actions: {
    /** Host hook: a visitor without a session tried to change My List; lead them to sign-in. */
    requireSession: () => {},
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'playlist',
  context: ({ input }) => ({ item: input.item, message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        input: ({ context }) => context.item,
        onDone: [
          { guard: ({ event }) => event.output.status, target: 'inList', actions: 'clearMessage' },
          { target: 'notInList', actions: 'clearMessage' },
        ],
        // A visitor has no list: the item is simply not in it.
        onError: [
          { guard: isSessionRequired, target: 'notInList' },
          { target: 'failed', actions: assign({ message: ({ event }) => flowErrorMessage(event.error, 'My List is not available right now.') }) },
        ],
      },
    },
    failed: {
      on: { 'playlist.retry': { target: 'loading' } },
    },
    notInList: {
      on: { 'playlist.toggle': { target: 'adding', actions: 'clearMessage' } },
    },
    inList: {
      on: { 'playlist.toggle': { target: 'removing', actions: 'clearMessage' } },
    },
    adding: {
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: ({ context }) => context.item,
        onDone: { target: 'inList' },
        onError: [
          { guard: isSessionRequired, target: 'notInList', actions: 'requireSession' },
          { target: 'notInList', actions: assign({ message: ({ event }) => flowErrorMessage(event.error, 'Could not add to My List. Please try again.') }) },
        ],
      },
    },
    removing: {
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => context.item,
        onDone: { target: 'notInList' },
        onError: [
          { guard: isSessionRequired, target: 'inList', actions: 'requireSession' },
          { target: 'inList', actions: assign({ message: ({ event }) => flowErrorMessage(event.error, 'Could not remove from My List. Please try again.') }) },
        ],
      },
    },
  },
});

export type PlaylistMachine = typeof playlistMachine;
