import { assign, setup } from 'xstate';

/**
 * The billing lifecycle of one subscription, run on the server (DESIGN "The billing core"):
 * pending -> trial -> active -> past_due (dunning retries) -> suspended -> cancelled, with
 * reactivation by a later successful charge. Cancelled is final: subscribing again is a new
 * subscription. It does no I/O: a worker charges the carrier, then tells this machine what
 * happened, then persists the snapshot.
 */
export interface SubscriptionContext {
  packageId: string;
  /** ISO time the paid (or free) period ends; the next charge falls due then. */
  periodEndsAt: string | null;
  /** Final renewal failures since the last successful charge. */
  dunningAttempts: number;
  /** Final failures allowed in past_due before the subscription is suspended. */
  maxDunningAttempts: number;
  /** Transient carrier failures seen (each retried by the queue, not a state change). */
  transientFailures: number;
  lastTransactionId: string | null;
  lastFailure: string | null;
  /** Why the subscription ended (stop, unsubscribe, cancel, carrier, refused, suspension). */
  endedReason: string | null;
}

export interface SubscriptionInput {
  packageId: string;
  maxDunningAttempts?: number;
}

export type SubscriptionEvent =
  | { type: 'trial.start'; trialEndsAt: string }
  | { type: 'charge.succeeded'; transactionId: string; amountCents: number; periodEndsAt: string }
  | { type: 'charge.failed'; transactionId: string; final: boolean; reason: string }
  | { type: 'cancel' }
  | { type: 'unsubscribe' }
  | { type: 'stop'; channel: 'sms' | 'ussd' }
  | { type: 'carrier.ended'; reason: string }
  | { type: 'suspension.expired' };

/** The lifecycle states, as persisted and shown to ops. */
export type SubscriptionStatus = 'pending' | 'trial' | 'active' | 'past_due' | 'suspended' | 'cancelled';

/** Twice a day for 7 days (DESIGN's dunning schedule). */
export const DEFAULT_MAX_DUNNING_ATTEMPTS = 14;

const endsIt = (reason: string) => ({ target: 'cancelled' as const, actions: { type: 'recordEnd' as const, params: { reason } } });

/** The ways a live subscription ends, the same from every live state. */
const endings = {
  unsubscribe: endsIt('unsubscribe'),
  stop: endsIt('stop'),
  'carrier.ended': endsIt('carrier'),
};

const transient = { guard: 'isTransient' as const, actions: 'recordTransientFailure' as const };

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    input: {} as SubscriptionInput,
    events: {} as SubscriptionEvent,
  },
  actions: {
    recordCharge: assign(({ event }) => {
      if (event.type !== 'charge.succeeded') return {};
      return { periodEndsAt: event.periodEndsAt, lastTransactionId: event.transactionId, dunningAttempts: 0, lastFailure: null };
    }),
    recordTrial: assign(({ event }) => (event.type === 'trial.start' ? { periodEndsAt: event.trialEndsAt } : {})),
    recordFinalFailure: assign(({ context, event }) => {
      if (event.type !== 'charge.failed') return {};
      return { lastTransactionId: event.transactionId, lastFailure: event.reason, dunningAttempts: context.dunningAttempts + 1 };
    }),
    /** A refused charge while suspended: noted, but dunning is already over. */
    recordFailure: assign(({ event }) => (event.type === 'charge.failed' ? { lastTransactionId: event.transactionId, lastFailure: event.reason } : {})),
    recordTransientFailure: assign(({ context, event }) => {
      if (event.type !== 'charge.failed') return {};
      return { lastTransactionId: event.transactionId, lastFailure: event.reason, transientFailures: context.transientFailures + 1 };
    }),
    recordEnd: assign((_, params: { reason: string }) => ({ endedReason: params.reason })),
  },
  guards: {
    isTransient: ({ event }) => event.type === 'charge.failed' && !event.final,
    isFinal: ({ event }) => event.type === 'charge.failed' && event.final,
    /** After this final failure, is there still a dunning retry left? */
    hasDunningLeft: ({ context }) => context.dunningAttempts + 1 < context.maxDunningAttempts,
  },
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    packageId: input.packageId,
    periodEndsAt: null,
    dunningAttempts: 0,
    maxDunningAttempts: input.maxDunningAttempts ?? DEFAULT_MAX_DUNNING_ATTEMPTS,
    transientFailures: 0,
    lastTransactionId: null,
    lastFailure: null,
    endedReason: null,
  }),
  initial: 'pending',
  states: {
    /** Consent given at the carrier; neither the free day nor the first charge has begun. */
    pending: {
      on: {
        'trial.start': { target: 'trial', actions: 'recordTrial' },
        'charge.succeeded': { target: 'active', actions: 'recordCharge' },
        'charge.failed': [transient, { target: 'cancelled', actions: ['recordFinalFailure', { type: 'recordEnd', params: { reason: 'refused' } }] }],
        cancel: endsIt('cancel'),
      },
    },
    trial: {
      on: {
        'charge.succeeded': { target: 'active', actions: 'recordCharge' },
        'charge.failed': [transient, { target: 'past_due', actions: 'recordFinalFailure' }],
        cancel: endsIt('cancel'),
        ...endings,
      },
    },
    active: {
      on: {
        'charge.succeeded': { target: 'active', actions: 'recordCharge', reenter: true },
        'charge.failed': [transient, { target: 'past_due', actions: 'recordFinalFailure' }],
        ...endings,
      },
    },
    past_due: {
      on: {
        'charge.succeeded': { target: 'active', actions: 'recordCharge' },
        'charge.failed': [
          transient,
          { guard: 'hasDunningLeft', target: 'past_due', actions: 'recordFinalFailure', reenter: true },
          { target: 'suspended', actions: 'recordFinalFailure' },
        ],
        ...endings,
      },
    },
    /** Dunning exhausted: no access; a later successful charge (the subscriber tops up) reactivates. */
    suspended: {
      on: {
        'charge.succeeded': { target: 'active', actions: 'recordCharge' },
        'charge.failed': [transient, { actions: 'recordFailure' }],
        'suspension.expired': endsIt('suspension'),
        ...endings,
      },
    },
    cancelled: { type: 'final' },
  },
});

export type SubscriptionMachine = typeof subscriptionMachine;

/** Whether a subscriber in this state may watch (trial users and paid-up subscribers may). */
export function isEntitled(status: SubscriptionStatus): boolean {
  return status === 'trial' || status === 'active' || status === 'past_due';
}
