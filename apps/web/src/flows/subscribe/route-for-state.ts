import type { SubscribeContext } from '@grtv/machines';

/** The subscribe flow's screens live on three routes; which one shows the machine's state. */
export type SubscribeRoute = '/enter-number' | '/subscribe/confirm' | '/subscribe/complete' | '/';

const HEADER_NUMBER_STATES = new Set(['confirmingHeaderNumber', 'subscribing', 'judgingAnswer', 'awaitingOutcome', 'pollingOutcome', 'stillPending', 'declining']);

/**
 * SPEC section 4: with a header-enriched number the consent step is /subscribe/confirm, else the
 * number-based confirm step stays on /enter-number; success is /subscribe/complete; Exit and
 * Decline go home.
 */
export function routeForState(state: string, context: Pick<SubscribeContext, 'heToken'>): SubscribeRoute {
  if (state === 'complete') return '/subscribe/complete';
  if (state === 'exited' || state === 'declined') return '/';
  if (context.heToken !== null && HEADER_NUMBER_STATES.has(state)) return '/subscribe/confirm';
  return '/enter-number';
}
