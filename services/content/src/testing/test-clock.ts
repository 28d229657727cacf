import type { Clock } from '../clock';

/** A clock a test moves by hand. */
export interface TestClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

export function createTestClock(startMs: number): TestClock {
  let now = startMs;
  return {
    now: () => now,
    set: (ms) => {
      now = ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}
