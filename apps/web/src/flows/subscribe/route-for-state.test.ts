import { describe, expect, it } from 'vitest';
import { routeForState } from './route-for-state';

describe('routeForState', () => {
  it('keeps the typed-number flow on /enter-number until it completes', () => {
    for (const state of ['enteringNumber', 'checkingStatus', 'choosingPackage', 'contentSettings', 'enteringOtp', 'subscribing', 'failed']) {
      expect(routeForState(state, { heToken: null })).toBe('/enter-number');
    }
    expect(routeForState('complete', { heToken: null })).toBe('/subscribe/complete');
  });

  it('sends the header-enriched consent step to /subscribe/confirm', () => {
    expect(routeForState('confirmingHeaderNumber', { heToken: 'tok' })).toBe('/subscribe/confirm');
    expect(routeForState('subscribing', { heToken: 'tok' })).toBe('/subscribe/confirm');
    expect(routeForState('choosingPackage', { heToken: 'tok' })).toBe('/enter-number');
  });

  it('goes home on Exit and Decline', () => {
    expect(routeForState('exited', { heToken: null })).toBe('/');
    expect(routeForState('declined', { heToken: 'tok' })).toBe('/');
  });
});
