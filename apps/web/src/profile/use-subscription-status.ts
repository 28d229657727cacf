import { isFlowError, type AuthStatusResponse, type SubscriptionState } from '@grtv/machines';
import { useCallback, useEffect, useState } from 'react';
import { postJson } from '../api/http';

export type StatusState = { status: 'loading' } | { status: 'ready'; state: SubscriptionState } | { status: 'failed'; message: string };

/** The subscription state of the signed-in number (POST /api/auth/status); `refresh` asks again. */
export function useSubscriptionStatus(msisdn: string | null) {
  const [state, setState] = useState<StatusState>({ status: 'loading' });
  const [asked, setAsked] = useState(0);
  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  useEffect(() => {
    if (!msisdn) return;
    let current = true;
    setState({ status: 'loading' });
    postJson<AuthStatusResponse>('/api/auth/status', { msisdn }).then(
      (answer) => current && setState({ status: 'ready', state: answer.status }),
      (error: unknown) => current && setState({ status: 'failed', message: isFlowError(error) ? error.message : 'Your subscription could not be checked.' }),
    );
    return () => {
      current = false;
    };
  }, [msisdn, asked]);
  return { result: state, refresh };
}
