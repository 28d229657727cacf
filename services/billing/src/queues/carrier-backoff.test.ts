import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier/carrier-error';
import { carrierBackoff } from './carrier-backoff';

describe('carrierBackoff', () => {
  it('doubles with each attempt, jittered between half and all of it', () => {
    expect(carrierBackoff(1000, 1, new Error('x'), () => 1)).toBe(1000);
    expect(carrierBackoff(1000, 3, new Error('x'), () => 1)).toBe(4000);
    expect(carrierBackoff(1000, 3, new Error('x'), () => 0)).toBe(2000);
  });

  it('waits at least as long as the carrier asked (Retry-After)', () => {
    const throttled = new CarrierError('transient', 'THROTTLED', 'slow down', 429, 30);
    expect(carrierBackoff(1000, 1, throttled, () => 0)).toBe(30_000);
  });

  it('caps the delay at ten minutes', () => {
    expect(carrierBackoff(1000, 40, new Error('x'), () => 1)).toBe(600_000);
  });
});
