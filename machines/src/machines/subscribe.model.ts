import type { OfferedPackage, StatusCheckResponse } from '../contracts/auth';
import type { SubscribeResponse } from '../contracts/subscribe';
import type { ModelSpec } from '../testing/model-paths';
import type { FlowError } from './flow-error';
import { subscribeMachine, type SubscribeContext } from './subscribe.machine';

/**
 * The subscribe flow's model: the events a person and the server can produce. The machine's own
 * model-based test walks it, and the browser tests drive the real screens with the same paths.
 */
export const MODEL_PACKAGES: OfferedPackage[] = [
  { id: 'p-grtv-daily-c-01', name: 'GRTV Daily', price: '5.00', amount_cents: 500, period: 'day', service_key: 'VODACOMTIER2GRTVD', free_id: 'free-1' },
  { id: 'p-grtv-weekly-c-01', name: 'GRTV Weekly', price: '10.00', amount_cents: 1000, period: 'week', service_key: 'VODACOMTIER2GRTVW', free_id: 'free-1' },
];

const status = (code: StatusCheckResponse['code'], contentBlockStatus = false): StatusCheckResponse => ({
  code,
  description: code === 'barred' ? 'This number may not subscribe to premium services.' : code,
  packages: MODEL_PACKAGES,
  hasFreeTrial: true,
  contentBlockStatus,
  msisdn_masked: '2782*****67',
  resends_left: 2,
});

const answer = (status: SubscribeResponse['status'], description: string): SubscribeResponse => ({
  status,
  description,
  transaction_id: 'model-txn',
  ...(status === 'success' ? { subscriber_id: 'sub-1', package_id: 'p-grtv-daily-c-01' } : {}),
});

const refused = (kind: FlowError['kind'], message: string): FlowError => ({ kind, message });

export const subscribeModelSpec: ModelSpec = {
  name: 'subscribe',
  machine: subscribeMachine,
  inputs: [
    { transactionId: 'model-txn-0001', maxPolls: 2, pollIntervalMs: 1000 },
    { transactionId: 'model-txn-0002', heToken: 'he.signed.token', heMsisdnMasked: '2782*****67', maxPolls: 2, pollIntervalMs: 1000 },
  ],
  events: [
    { type: 'number.submit', value: '0821234567' },
    { type: 'number.submit', value: '12345' },
    { type: 'package.select', packageId: 'p-grtv-weekly-c-01' },
    { type: 'package.select', packageId: 'p-unknown' },
    { type: 'package.submit' },
    { type: 'contentSettings.accept' },
    { type: 'contentSettings.decline' },
    { type: 'otp.resend' },
    { type: 'subscribe.accept', otp: '1234' },
    { type: 'subscribe.accept', otp: '12' },
    { type: 'subscribe.decline' },
    { type: 'signIn.submit', otp: '1234' },
    { type: 'signIn.submit', otp: '1' },
    { type: 'flow.retry' },
    { type: 'flow.exit' },
    { type: 'xstate.done.actor.statusCheck', output: status('eligible') },
    { type: 'xstate.done.actor.statusCheck', output: status('eligible', true) },
    { type: 'xstate.done.actor.statusCheck', output: status('subscribed') },
    { type: 'xstate.done.actor.statusCheck', output: status('barred') },
    { type: 'xstate.done.actor.statusCheck', output: status('otp_sent') },
    { type: 'xstate.error.actor.statusCheck', error: refused('invalid', 'Please enter a valid Vodacom Number in the specified format.') },
    { type: 'xstate.error.actor.statusCheck', error: refused('rate_limited', 'Too many attempts. Try again in 60 seconds.') },
    { type: 'xstate.error.actor.statusCheck', error: refused('failed', 'Service Unavailable') },
    { type: 'xstate.done.actor.protectScript', output: { token: 'evina-token' } },
    { type: 'xstate.error.actor.protectScript', error: refused('failed', 'protect down') },
    { type: 'xstate.done.actor.subscribeRequest', output: answer('success', 'Subscribed') },
    { type: 'xstate.done.actor.subscribeRequest', output: answer('pending', 'Waiting for the carrier') },
    { type: 'xstate.done.actor.subscribeRequest', output: answer('failed', 'Invalid OTP') },
    { type: 'xstate.done.actor.subscribeRequest', output: answer('failed', 'Insufficient funds') },
    { type: 'xstate.error.actor.subscribeRequest', error: refused('invalid', 'invalid OTP') },
    { type: 'xstate.error.actor.subscribeRequest', error: refused('failed', 'Service Unavailable') },
    { type: 'xstate.done.actor.subscribeOutcome', output: answer('success', 'Subscribed') },
    { type: 'xstate.done.actor.subscribeOutcome', output: answer('pending', 'Waiting for the carrier') },
    { type: 'xstate.done.actor.subscribeOutcome', output: answer('failed', 'OTP timed out') },
    { type: 'xstate.done.actor.subscribeOutcome', output: answer('failed', 'Number is barred') },
    { type: 'xstate.error.actor.subscribeOutcome', error: refused('failed', 'offline') },
    { type: 'xstate.done.actor.signInOtpRequest', output: { sent: true, msisdn_masked: '2782*****67', resends_left: 2 } },
    { type: 'xstate.error.actor.signInOtpRequest', error: refused('rate_limited', 'Too many OTPs. Try again in 60 seconds.') },
    { type: 'xstate.done.actor.signInVerify', output: { user: { user_id: 'u1', msisdn_masked: '2782*****67', subscriber_id: 'sub-1', package_id: 'p-grtv-daily-c-01' }, expires: null } },
    { type: 'xstate.error.actor.signInVerify', error: refused('invalid', 'The OTP is incorrect or has expired.') },
  ],
  // States are told apart by what decides the flow's next step (the guards' inputs); messages,
  // tokens and the retry's fresh transaction id do not change where an event leads.
  serializeState: (s) => {
    const c = s.context as SubscribeContext;
    return JSON.stringify({
      value: s.value,
      hasPackage: c.packages.some((p) => p.id === c.selectedPackageId),
      contentBlocked: c.contentBlocked,
      override: c.contentBlockOverride,
      polls: c.polls,
    });
  },
};
