/**
 * What a host's actor rejects with when a call fails, so machines can tell an answer to fix
 * (a 400 with a catalogue message) from a failure of the call itself.
 */
export interface FlowError {
  /** `invalid`: the server refused the input (400); `session`: SessionRequired (401); `rate_limited`: 429; `failed`: anything else. */
  kind: 'invalid' | 'session' | 'rate_limited' | 'failed';
  /** The message a person can act on. */
  message: string;
}

export function isFlowError(value: unknown): value is FlowError {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;
}

/** The message of a rejected actor, or the fallback when the rejection is not a FlowError. */
export function flowErrorMessage(error: unknown, fallback: string): string {
  return isFlowError(error) ? error.message : fallback;
}
