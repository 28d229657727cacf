import type { SubscriptionState } from '@grtv/machines';

/** A subscription state as My Account words it. */
export const SUBSCRIPTION_LABEL: Record<SubscriptionState, string> = {
  none: 'Not subscribed',
  trial: 'Free day (trial)',
  active: 'Active',
  past_due: 'Payment due: we will try again',
  suspended: 'Paused: the last payments did not go through',
  cancelled: 'Cancelled',
};

/** States in which there is a subscription to cancel. */
export function canUnsubscribe(state: SubscriptionState): boolean {
  return state === 'trial' || state === 'active' || state === 'past_due' || state === 'suspended';
}
