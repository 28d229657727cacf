import { createActorContext } from '@xstate/react';
import { sessionMachine, sessionStatus, type SessionResponse } from '@grtv/machines';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { getJson, postJsonWithCsrf } from '../../api/http';
import { removeValue } from '../../storage/encoded-storage';

/** The session machine with the browser's calls (SPEC: the session client). */
const browserSessionMachine = sessionMachine.provide({
  actors: {
    fetchSession: fromPromise(() => getJson<SessionResponse>('/api/auth/session')),
    signOut: fromPromise(async () => {
      await postJsonWithCsrf('/api/auth/signout');
      for (const key of ['profile', 'ratings', 'U_token', 'subscription', 'package_id'] as const) removeValue(key);
    }),
  },
});

/** The session, hosted once for the whole app. */
export const SessionFlow = createActorContext(browserSessionMachine);

/** Hosts the session machine: sign-in is /enter-number; the window regaining focus refetches. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const logic = useMemo(
    () => browserSessionMachine.provide({ actions: { redirectToSignIn: () => navigateRef.current('/enter-number') } }),
    [],
  );
  return (
    <SessionFlow.Provider logic={logic} options={{ input: {} }}>
      <WindowFocusRefetch />
      {children}
    </SessionFlow.Provider>
  );
}

function WindowFocusRefetch() {
  const actor = SessionFlow.useActorRef();
  useEffect(() => {
    const onFocus = () => actor.send({ type: 'window.focus' });
    const onVisible = () => {
      if (document.visibilityState === 'visible') onFocus();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [actor]);
  return null;
}

/** SPEC section 4's three statuses: loading, authenticated, unauthenticated. */
export function useSessionStatus() {
  return SessionFlow.useSelector((s) => sessionStatus(s));
}

export function useSessionUser() {
  return SessionFlow.useSelector((s) => s.context.user);
}
