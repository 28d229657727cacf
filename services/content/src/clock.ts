/** The time, injected so tests can move it (live playlists, link expiry, "now playing"). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
