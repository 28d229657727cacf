import type { UnsubscribeResponse } from '../contracts/subscribe';
import { isFlowError } from './flow-error';
import { assign, fromPromise, setup } from 'xstate';

export interface UnsubscribeContext {
  message: string | null;
}

export type UnsubscribeEvent = { type: 'unsubscribe.start' } | { type: 'unsubscribe.confirm' } | { type: 'unsubscribe.cancel' };

/**
 * My Account's Unsubscribe: a confirmation step first (it ends a paid service), then the call;
 * a failure goes back to the button with its message.
 */
export const unsubscribeMachine = setup({
  types: { context: {} as UnsubscribeContext, events: {} as UnsubscribeEvent },
  actors: {
    unsubscribeRequest: fromPromise<UnsubscribeResponse>(async () => {
      throw new Error('The host did not provide the unsubscribeRequest actor.');
    }),
  },
  actions: {
    /** Host hook: the subscription ended; refresh what the screen shows. */
    announceUnsubscribed: () => {},
  },
}).createMachine({
  id: 'unsubscribe',
  context: { message: null },
  initial: 'idle',
  states: {
    idle: { on: { 'unsubscribe.start': { target: 'confirming', actions: assign({ message: null }) } } },
    confirming: { on: { 'unsubscribe.confirm': 'unsubscribing', 'unsubscribe.cancel': 'idle' } },
    unsubscribing: {
      invoke: {
        id: 'unsubscribeRequest',
        src: 'unsubscribeRequest',
        onDone: { target: 'unsubscribed', actions: 'announceUnsubscribed' },
        onError: {
          target: 'idle',
          actions: assign({ message: ({ event }) => (isFlowError(event.error) ? event.error.message : 'Unsubscribing failed. Please try again.') }),
        },
      },
    },
    unsubscribed: { type: 'final' },
  },
});
