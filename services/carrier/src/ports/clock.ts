/** The time source of the gateway: OTP expiry, trials, timestamps. Tests inject a manual one. */
export interface Clock {
  /** Milliseconds since the unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
