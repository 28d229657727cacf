import {
  subscribeMachine,
  type SessionResponse,
  type SignInResponse,
  type StatusCheckResponse,
  type SubscribeContext,
  type SubscribeResponse,
} from '@grtv/machines';
import { fromPromise } from 'xstate';
import { getJson, postJson, postJsonWithCsrf } from '../../api/http';
import { runProtectScript } from './run-protect-script';

/** The subscribe machine with the browser's implementations: real calls to the API. */
export function browserSubscribeMachine(hooks: { onSignedIn: (context: SubscribeContext) => void; onContentBlockAccepted: () => void }) {
  return subscribeMachine.provide({
    actors: {
      statusCheck: fromPromise(({ input }) => postJson<StatusCheckResponse>('/api/auth/status_check', input)),
      protectScript: fromPromise(async ({ input }) => {
        const answer = await postJson<{ s: string; transaction_id: string; t: string }>('/api/dcbprotect/getDCBProtectScript', input);
        runProtectScript(answer.transaction_id);
        return { token: answer.t };
      }),
      subscribeRequest: fromPromise(({ input }) => postJsonWithCsrf<SubscribeResponse>('/api/subscribe', input)),
      subscribeOutcome: fromPromise(({ input }) => postJson<SubscribeResponse>('/api/subscribe/outcome', input)),
      signInOtpRequest: fromPromise(({ input }) => postJsonWithCsrf<SignInResponse>('/api/auth/signin/otp', input)),
      signInVerify: fromPromise(({ input }) => postJsonWithCsrf<SessionResponse>('/api/auth/callback/otp', input)),
    },
    actions: {
      announceSignedIn: ({ context }) => hooks.onSignedIn(context),
      persistContentBlockOverride: () => hooks.onContentBlockAccepted(),
    },
  });
}

/** What the carrier's network told the API about this browser's number, if anything. */
export interface HeaderEnrichment {
  he_token: string | null;
  msisdn_masked: string | null;
}

export async function fetchHeaderEnrichment(): Promise<HeaderEnrichment> {
  try {
    return await getJson<HeaderEnrichment>('/api/auth/he');
  } catch {
    return { he_token: null, msisdn_masked: null };
  }
}
