import { createActorContext } from '@xstate/react';
import { subscribeMachine } from '@grtv/machines';
import { useEffect, useMemo } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { MinimalLayout } from '../../layouts/minimal-layout';
import { readValue, storeValue } from '../../storage/encoded-storage';
import { SessionFlow } from '../session/session-flow';
import { browserSubscribeMachine, fetchHeaderEnrichment, type HeaderEnrichment } from './subscribe-actors';
import { routeForState } from './route-for-state';

/** The subscribe flow's actor, shared by /enter-number, /subscribe/confirm and /subscribe/complete. */
export const SubscribeFlow = createActorContext(subscribeMachine);

/** Loader: did the carrier's network say who this is? (header enrichment via a trusted proxy) */
export function loader(): Promise<HeaderEnrichment> {
  return fetchHeaderEnrichment();
}

/**
 * The subscribe section: one machine for the whole flow (a new one, with a new transaction id,
 * each time the section is entered), the minimal layout, and the route the machine's state asks for.
 */
export function Component() {
  const enrichment = useLoaderData() as HeaderEnrichment;
  const session = SessionFlow.useActorRef();
  const logic = useMemo(
    () =>
      browserSubscribeMachine({
        onSignedIn: (context) => {
          if (context.packageId) storeValue('package_id', context.packageId);
          if (context.subscriberId) storeValue('subscription', { subscriber_id: context.subscriberId, package_id: context.packageId });
          session.send({ type: 'session.refetch' });
        },
        onContentBlockAccepted: () => storeValue('contentblock_override', true),
      }),
    [session],
  );
  return (
    <SubscribeFlow.Provider
      logic={logic}
      options={{
        input: {
          heToken: enrichment.he_token,
          heMsisdnMasked: enrichment.msisdn_masked,
          contentBlockOverride: readValue<boolean>('contentblock_override') ?? false,
        },
      }}
    >
      <FollowFlowRoute />
      <MinimalLayout>
        <Outlet />
      </MinimalLayout>
    </SubscribeFlow.Provider>
  );
}

/** Moves to the route that shows the machine's current state (the machine decides, not the screen). */
function FollowFlowRoute() {
  const target = SubscribeFlow.useSelector((s) => routeForState(String(s.value), s.context));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname !== target) navigate(target, { replace: target !== '/' });
  }, [pathname, target, navigate]);
  return null;
}
