import { isFlowError, type Profile } from '@grtv/machines';
import { useEffect, useState } from 'react';
import { SessionFlow, useSessionStatus } from '../flows/session/session-flow';
import { loadProfile } from './profile-store';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'ready'; profile: Profile }
  | { status: 'failed'; message: string };

/** The session user's profile (SPEC: msisdn, rating_id, user_id); a visitor has none. */
export function useProfile(): ProfileState {
  const session = useSessionStatus();
  const userId = SessionFlow.useSelector((s) => s.context.user?.user_id ?? null);
  const actor = SessionFlow.useActorRef();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  useEffect(() => {
    if (session === 'loading') return setState({ status: 'loading' });
    if (session === 'unauthenticated' || !userId) return setState({ status: 'visitor' });
    let current = true;
    setState({ status: 'loading' });
    loadProfile(userId).then(
      (profile) => current && setState({ status: 'ready', profile }),
      (error: unknown) => {
        if (!current) return;
        // The server no longer knows this session: the session machine leads to sign-in.
        if (isFlowError(error) && error.kind === 'session') actor.send({ type: 'session.required' });
        setState({ status: 'failed', message: isFlowError(error) ? error.message : 'Your profile could not be loaded.' });
      },
    );
    return () => {
      current = false;
    };
  }, [session, userId, actor]);
  return state;
}
