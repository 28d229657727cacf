import type { Clock } from '../ports/clock';

/** A clock tests move by hand. Starts at the real time so ISO timestamps look ordinary. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
}

export function createManualClock(startMs = Date.now()): ManualClock {
  let now = startMs;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}
