import { assign, fromPromise, setup } from 'xstate';
import type { OfferedPackage, StatusCheckResponse } from '../contracts/auth';
import type { SessionResponse, SignInResponse } from '../contracts/session';
import type { SubscribeRequestBody, SubscribeResponse } from '../contracts/subscribe';
import { classifySubscribeFailure } from '../rules/classify-subscribe-failure';
import { ErrorMessages, Notices } from '../rules/error-catalogue';
import { maskMsisdn } from '../rules/mask-msisdn';
import { normaliseMsisdn } from '../rules/normalise-msisdn';
import { validateOtp } from '../rules/validate-otp';
import { flowErrorMessage, isFlowError } from './flow-error';
import { newTransactionId } from './new-transaction-id';

/**
 * The subscribe flow of SPEC section 4: number (typed, or supplied by the carrier's network as a
 * signed header-enrichment token) -> status check -> package -> content settings when blocked ->
 * OTP (typed number) or one-tap consent (header number) -> subscribe; a returning subscriber proves
 * the number with an OTP and is signed in. A subscribe still pending is polled by transaction id.
 */
export interface SubscribeContext {
  transactionId: string;
  /** The signed header-enrichment token (SPEC HE_token), sent as `he_msisdn`; null on the typed path. */
  heToken: string | null;
  /** Stored form of the typed number, once valid. */
  msisdn: string | null;
  /** The number as the screens may show it. */
  msisdnMasked: string | null;
  packages: OfferedPackage[];
  hasFreeTrial: boolean;
  contentBlocked: boolean;
  contentBlockOverride: boolean;
  selectedPackageId: string | null;
  otp: string | null;
  resendsLeft: number | null;
  /** The anti-fraud token of the dcbprotect script, carried by subscribe as `evina_token`. */
  evinaToken: string | null;
  /** The error the current screen shows. */
  message: string | null;
  /** A notice that is not an error (OTP resent, still confirming). */
  notice: string | null;
  /** True when an existing subscriber signed in rather than subscribed. */
  returning: boolean;
  subscriberId: string | null;
  packageId: string | null;
  /** The last answer to subscribe (or to a poll of its outcome). */
  answer: SubscribeResponse | null;
  polls: number;
  maxPolls: number;
  pollIntervalMs: number;
}

export interface SubscribeInput {
  transactionId?: string;
  heToken?: string | null;
  heMsisdnMasked?: string | null;
  /** The stored contentblock_override of an earlier Accept on the content-settings screen. */
  contentBlockOverride?: boolean;
  pollIntervalMs?: number;
  maxPolls?: number;
}

export type SubscribeEvent =
  | { type: 'number.submit'; value: string }
  | { type: 'package.select'; packageId: string }
  | { type: 'package.submit' }
  | { type: 'contentSettings.accept' }
  | { type: 'contentSettings.decline' }
  | { type: 'otp.resend' }
  | { type: 'subscribe.accept'; otp?: string }
  | { type: 'subscribe.decline' }
  | { type: 'signIn.submit'; otp: string }
  | { type: 'flow.retry' }
  | { type: 'flow.exit' };

export interface StatusCheckInput {
  transaction_id: string;
  msisdn: string | null;
  he_msisdn: string | null;
  service_key: string | null;
}

export interface SignInOtpInput {
  transaction_id: string;
  msisdn: string | null;
  he_msisdn: string | null;
}

const notProvided = (name: string) =>
  fromPromise<never, unknown>(async () => {
    throw new Error(`The host did not provide the ${name} actor.`);
  });

const selectedPackage = (context: SubscribeContext) =>
  context.packages.find((p) => p.id === context.selectedPackageId) ?? null;

/** What the screen should do with a failed subscribe answer. */
const answerFailure = (context: SubscribeContext) => classifySubscribeFailure(context.answer?.description);

const statusCheckInput = (context: SubscribeContext, withPackage: boolean): StatusCheckInput => ({
  transaction_id: context.transactionId,
  msisdn: context.msisdn,
  he_msisdn: context.heToken,
  service_key: withPackage ? (selectedPackage(context)?.service_key ?? null) : null,
});

const subscribeBody = (context: SubscribeContext, toCancel: 'yes' | 'no'): SubscribeRequestBody => {
  const pkg = selectedPackage(context);
  return {
    transaction_id: context.transactionId,
    msisdn: context.msisdn,
    he_msisdn: context.heToken,
    service_key: pkg?.service_key ?? '',
    evina_token: context.evinaToken,
    otp: context.heToken ? null : context.otp,
    free_id: pkg?.free_id ?? null,
    contentblock_override: context.contentBlockOverride,
    to_cancel: toCancel,
  };
};

export const subscribeMachine = setup({
  types: {
    context: {} as SubscribeContext,
    input: {} as SubscribeInput,
    events: {} as SubscribeEvent,
  },
  actors: {
    statusCheck: notProvided('statusCheck') as unknown as ReturnType<typeof fromPromise<StatusCheckResponse, StatusCheckInput>>,
    protectScript: notProvided('protectScript') as unknown as ReturnType<typeof fromPromise<{ token: string }, { transaction_id: string }>>,
    subscribeRequest: notProvided('subscribeRequest') as unknown as ReturnType<typeof fromPromise<SubscribeResponse, SubscribeRequestBody>>,
    subscribeOutcome: notProvided('subscribeOutcome') as unknown as ReturnType<typeof fromPromise<SubscribeResponse, { transaction_id: string }>>,
    signInOtpRequest: notProvided('signInOtpRequest') as unknown as ReturnType<typeof fromPromise<SignInResponse, SignInOtpInput>>,
    signInVerify: notProvided('signInVerify') as unknown as ReturnType<typeof fromPromise<SessionResponse, { transaction_id: string; otp: string }>>,
  },
  actions: {
    /** Host hook: remember the content-block Accept (SPEC: browser storage contentblock_override). */
    persistContentBlockOverride: () => {},
    /** Host hook: the server has signed the user in; refresh the session, store subscription and package_id. */
    announceSignedIn: () => {},
    clearMessages: assign({ message: null, notice: null }),
    storeAnswer: assign({ answer: (_, params: SubscribeResponse) => params }),
    showMessage: assign({ message: (_, params: { message: string }) => params.message, notice: null }),
  },
  guards: {
    hasHeaderNumber: ({ context }) => context.heToken !== null,
    isValidNumber: (_, params: { value: string }) => normaliseMsisdn(params.value).ok,
    isValidOtp: (_, params: { otp: string | undefined | null }) => validateOtp(params.otp ?? '').ok,
    hasSelectedPackage: ({ context }) => Boolean(selectedPackage(context)?.service_key),
    needsContentSettings: ({ context }) => context.contentBlocked && !context.contentBlockOverride,
    isInvalidInput: (_, params: { error: unknown }) => isFlowError(params.error) && params.error.kind === 'invalid',
    canPollAgain: ({ context }) => context.polls < context.maxPolls,
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
}).createMachine({
  id: 'subscribe',
  context: ({ input }) => ({
    transactionId: input.transactionId ?? newTransactionId(),
    heToken: input.heToken ?? null,
    msisdn: null,
    msisdnMasked: input.heMsisdnMasked ?? null,
    packages: [],
    hasFreeTrial: false,
    contentBlocked: false,
    contentBlockOverride: input.contentBlockOverride ?? false,
    selectedPackageId: null,
    otp: null,
    resendsLeft: null,
    evinaToken: null,
    message: null,
    notice: null,
    returning: false,
    subscriberId: null,
    packageId: null,
    answer: null,
    polls: 0,
    maxPolls: input.maxPolls ?? 20,
    pollIntervalMs: input.pollIntervalMs ?? 2000,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasHeaderNumber', target: 'checkingStatus' }, { target: 'enteringNumber' }],
    },
    enteringNumber: {
      on: {
        'number.submit': [
          {
            guard: { type: 'isValidNumber', params: ({ event }) => ({ value: event.value }) },
            target: 'checkingStatus',
            actions: assign(({ event }) => {
              const result = normaliseMsisdn(event.value);
              const msisdn = result.ok ? result.msisdn : null;
              return { msisdn, msisdnMasked: msisdn && maskMsisdn(msisdn), message: null };
            }),
          },
          { actions: { type: 'showMessage', params: { message: ErrorMessages.invalidNumber } } },
        ],
        'flow.exit': { target: 'exited' },
      },
    },
    checkingStatus: {
      invoke: {
        id: 'statusCheck',
        src: 'statusCheck',
        input: ({ context }) => statusCheckInput(context, false),
        onDone: [
          {
            guard: ({ event }) => event.output.code === 'subscribed',
            target: 'requestingSignInOtp',
            actions: assign({ returning: true, msisdnMasked: ({ context, event }) => event.output.msisdn_masked ?? context.msisdnMasked }),
          },
          {
            guard: ({ event }) => event.output.code === 'barred',
            target: 'failed',
            actions: assign({ message: ({ event }) => event.output.description || ErrorMessages.statusCheckFailed }),
          },
          {
            target: 'choosingPackage',
            actions: assign(({ context, event }) => ({
              packages: event.output.packages,
              hasFreeTrial: event.output.hasFreeTrial,
              contentBlocked: event.output.contentBlockStatus,
              msisdnMasked: event.output.msisdn_masked ?? context.msisdnMasked,
              selectedPackageId: event.output.packages[0]?.id ?? null,
              message: null,
            })),
          },
        ],
        onError: [
          {
            guard: ({ context, event }) => context.heToken === null && isFlowError(event.error) && event.error.kind === 'invalid',
            target: 'enteringNumber',
            actions: assign({ message: ({ event }) => flowErrorMessage(event.error, ErrorMessages.invalidNumber) }),
          },
          {
            target: 'failed',
            actions: assign({
              message: ({ event }) =>
                isFlowError(event.error) && event.error.kind === 'rate_limited' ? event.error.message : ErrorMessages.statusCheckFailed,
            }),
          },
        ],
      },
    },
    choosingPackage: {
      on: {
        'package.select': { actions: assign({ selectedPackageId: ({ event }) => event.packageId, message: null }) },
        'package.submit': [
          { guard: { type: 'hasSelectedPackage' }, target: 'packageChosen', actions: 'clearMessages' },
          { actions: { type: 'showMessage', params: { message: ErrorMessages.packageMissing } } },
        ],
        'flow.exit': { target: 'exited' },
      },
    },
    packageChosen: {
      always: [
        { guard: 'needsContentSettings', target: 'contentSettings' },
        { guard: 'hasHeaderNumber', target: 'loadingProtection' },
        { target: 'requestingOtp' },
      ],
    },
    contentSettings: {
      on: {
        'contentSettings.accept': {
          target: 'packageChosen',
          actions: [assign({ contentBlockOverride: true }), 'persistContentBlockOverride'],
        },
        'contentSettings.decline': { target: 'exited' },
      },
    },
    requestingOtp: {
      invoke: {
        id: 'statusCheck',
        src: 'statusCheck',
        input: ({ context }) => statusCheckInput(context, true),
        onDone: [
          {
            guard: ({ event }) => event.output.code === 'otp_sent',
            target: 'loadingProtection',
            actions: assign({ resendsLeft: ({ event }) => event.output.resends_left ?? null }),
          },
          {
            target: 'choosingPackage',
            actions: assign({ message: ({ event }) => event.output.description || ErrorMessages.statusCheckFailed }),
          },
        ],
        // SPEC section 8: a request error on package choice shows the server description.
        onError: {
          target: 'choosingPackage',
          actions: assign({ message: ({ event }) => flowErrorMessage(event.error, ErrorMessages.unexpected) }),
        },
      },
    },
    loadingProtection: {
      invoke: {
        id: 'protectScript',
        src: 'protectScript',
        input: ({ context }) => ({ transaction_id: context.transactionId }),
        onDone: [
          {
            guard: 'hasHeaderNumber',
            target: 'confirmingHeaderNumber',
            actions: assign({ evinaToken: ({ event }) => event.output.token }),
          },
          { target: 'enteringOtp', actions: assign({ evinaToken: ({ event }) => event.output.token }) },
        ],
        onError: { target: 'failed', actions: assign({ message: ErrorMessages.unexpected }) },
      },
    },
    enteringOtp: {
      on: {
        'otp.resend': { target: 'resendingOtp', actions: 'clearMessages' },
        'subscribe.accept': [
          {
            guard: { type: 'isValidOtp', params: ({ event }) => ({ otp: event.otp }) },
            target: 'subscribing',
            actions: assign({ otp: ({ event }) => (event.otp ?? '').trim(), message: null, notice: null }),
          },
          { actions: { type: 'showMessage', params: { message: ErrorMessages.invalidOtp } } },
        ],
        'subscribe.decline': { target: 'declining' },
      },
    },
    resendingOtp: {
      invoke: {
        id: 'statusCheck',
        src: 'statusCheck',
        input: ({ context }) => statusCheckInput(context, true),
        onDone: {
          target: 'enteringOtp',
          actions: assign({ notice: Notices.otpResent, resendsLeft: ({ event }) => event.output.resends_left ?? null }),
        },
        onError: {
          target: 'enteringOtp',
          actions: assign({ message: ({ event }) => flowErrorMessage(event.error, ErrorMessages.unexpected) }),
        },
      },
    },
    confirmingHeaderNumber: {
      on: {
        'subscribe.accept': { target: 'subscribing' },
        'subscribe.decline': { target: 'declining' },
      },
    },
    subscribing: {
      // Each subscribe request gets the whole polling window, also after an OTP retry.
      entry: assign({ polls: 0 }),
      invoke: {
        id: 'subscribeRequest',
        src: 'subscribeRequest',
        input: ({ context }) => subscribeBody(context, 'no'),
        onDone: { target: 'judgingAnswer', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        onError: [
          {
            guard: ({ context, event }) => context.heToken === null && isFlowError(event.error) && event.error.kind === 'invalid',
            target: 'enteringOtp',
            actions: assign({ message: ({ event }) => flowErrorMessage(event.error, ErrorMessages.unexpected) }),
          },
          { target: 'failed', actions: assign({ message: ({ event }) => flowErrorMessage(event.error, ErrorMessages.unexpected) }) },
        ],
      },
    },
    awaitingOutcome: {
      after: { pollInterval: { target: 'pollingOutcome' } },
    },
    pollingOutcome: {
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
      invoke: {
        id: 'subscribeOutcome',
        src: 'subscribeOutcome',
        input: ({ context }) => ({ transaction_id: context.transactionId }),
        onDone: { target: 'judgingAnswer', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        // A failed poll is not a failed subscribe: ask again while the window lasts.
        onError: { target: 'stillPending' },
      },
    },
    /** A subscribe answer, straight from the request or from a poll: where it leads. */
    judgingAnswer: {
      always: [
        {
          guard: ({ context }) => context.answer?.status === 'success',
          target: 'complete',
          actions: [
            assign({
              subscriberId: ({ context }) => context.answer?.subscriber_id ?? null,
              packageId: ({ context }) => context.answer?.package_id ?? null,
            }),
            'announceSignedIn',
          ],
        },
        { guard: ({ context }) => context.answer?.status === 'pending', target: 'stillPending' },
        {
          guard: ({ context }) => context.heToken === null && answerFailure(context).kind === 'otp',
          target: 'enteringOtp',
          actions: assign({ message: ({ context }) => answerFailure(context).message }),
        },
        { target: 'failed', actions: assign({ message: ({ context }) => answerFailure(context).message }) },
      ],
    },
    stillPending: {
      always: [
        { guard: 'canPollAgain', target: 'awaitingOutcome' },
        { target: 'failed', actions: assign({ message: null, notice: Notices.subscribeStillPending }) },
      ],
    },
    declining: {
      invoke: {
        id: 'subscribeRequest',
        src: 'subscribeRequest',
        input: ({ context }) => subscribeBody(context, 'yes'),
        // Decline leaves for home whatever the server answers (SPEC section 4).
        onDone: { target: 'declined' },
        onError: { target: 'declined' },
      },
    },
    requestingSignInOtp: {
      invoke: {
        id: 'signInOtpRequest',
        src: 'signInOtpRequest',
        input: ({ context }) => ({ transaction_id: context.transactionId, msisdn: context.msisdn, he_msisdn: context.heToken }),
        onDone: {
          target: 'enteringSignInOtp',
          actions: assign({
            resendsLeft: ({ event }) => event.output.resends_left,
            msisdnMasked: ({ event }) => event.output.msisdn_masked,
          }),
        },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => flowErrorMessage(event.error, ErrorMessages.unexpected) }) },
      },
    },
    enteringSignInOtp: {
      on: {
        'otp.resend': { target: 'requestingSignInOtp', actions: assign({ message: null, notice: Notices.otpResent }) },
        'signIn.submit': [
          {
            guard: { type: 'isValidOtp', params: ({ event }) => ({ otp: event.otp }) },
            target: 'verifyingSignIn',
            actions: assign({ otp: ({ event }) => event.otp.trim(), message: null, notice: null }),
          },
          { actions: { type: 'showMessage', params: { message: ErrorMessages.invalidOtp } } },
        ],
        'flow.exit': { target: 'exited' },
      },
    },
    verifyingSignIn: {
      invoke: {
        id: 'signInVerify',
        src: 'signInVerify',
        input: ({ context }) => ({ transaction_id: context.transactionId, otp: context.otp ?? '' }),
        onDone: {
          target: 'complete',
          actions: [assign({ packageId: ({ event }) => event.output.user?.package_id ?? null }), 'announceSignedIn'],
        },
        onError: {
          target: 'enteringSignInOtp',
          actions: assign({ message: ({ event }) => flowErrorMessage(event.error, ErrorMessages.otpFailed) }),
        },
      },
    },
    failed: {
      on: {
        'flow.retry': {
          target: 'start',
          actions: assign(({ context }) => ({
            transactionId: newTransactionId(),
            msisdn: null,
            msisdnMasked: context.heToken ? context.msisdnMasked : null,
            packages: [],
            selectedPackageId: null,
            otp: null,
            resendsLeft: null,
            evinaToken: null,
            message: null,
            notice: null,
            returning: false,
            answer: null,
            polls: 0,
          })),
        },
        'flow.exit': { target: 'exited' },
      },
    },
    complete: { type: 'final' },
    declined: { type: 'final' },
    exited: { type: 'final' },
  },
});

export type SubscribeMachine = typeof subscribeMachine;
