import { describe, expect, it } from 'vitest';
import { canUnsubscribe, SUBSCRIPTION_LABEL } from './subscription-label';

describe('subscription states in My Account', () => {
  it('offers Unsubscribe only while there is a subscription', () => {
    expect(['trial', 'active', 'past_due', 'suspended'].every((s) => canUnsubscribe(s as never))).toBe(true);
    expect(canUnsubscribe('none')).toBe(false);
    expect(canUnsubscribe('cancelled')).toBe(false);
  });
  it('words every state', () => {
    expect(Object.keys(SUBSCRIPTION_LABEL).sort()).toEqual(['active', 'cancelled', 'none', 'past_due', 'suspended', 'trial']);
  });
});
