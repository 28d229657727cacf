import type { FeedbackResponse } from '../contracts/profile';
import { isFlowError } from './flow-error';
import { assign, fromPromise, setup } from 'xstate';
import { validateFeedback, type FeedbackBody, type FeedbackErrors, type FeedbackForm } from '../rules/validate-feedback';

export interface FeedbackContext {
  errors: FeedbackErrors;
  /** A failure of the call itself (offline, rate limited, refused). */
  message: string | null;
  body: FeedbackBody | null;
}

export type FeedbackEvent = { type: 'feedback.submit'; form: FeedbackForm } | { type: 'feedback.again' };

/** The feedback form: checked on the phone by the API's rules, then sent; sent feedback can be followed by more. */
export const feedbackMachine = setup({
  types: { context: {} as FeedbackContext, events: {} as FeedbackEvent },
  actors: {
    sendFeedback: fromPromise<FeedbackResponse, FeedbackBody>(async () => {
      throw new Error('The host did not provide the sendFeedback actor.');
    }),
  },
  actions: {
    /** Host hook: the ratings list is out of date. */
    announceSent: () => {},
  },
}).createMachine({
  id: 'feedback',
  context: { errors: {}, message: null, body: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'feedback.submit': [
          {
            guard: ({ event }) => validateFeedback(event.form).ok,
            target: 'sending',
            actions: assign(({ event }) => {
              const result = validateFeedback(event.form);
              return { errors: {}, message: null, body: result.ok ? result.body : null };
            }),
          },
          {
            actions: assign(({ event }) => {
              const result = validateFeedback(event.form);
              return { errors: result.ok ? {} : result.errors, message: null };
            }),
          },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => context.body!,
        onDone: { target: 'sent', actions: 'announceSent' },
        onError: {
          target: 'editing',
          actions: assign({ message: ({ event }) => (isFlowError(event.error) ? event.error.message : 'Your feedback could not be sent. Please try again.') }),
        },
      },
    },
    sent: { on: { 'feedback.again': { target: 'editing', actions: assign({ errors: {}, message: null, body: null }) } } },
  },
});
