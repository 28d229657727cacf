import { FaultSettings, LOOKUP_ENDPOINTS, type FaultEndpoint, type FaultRule, type FaultState } from '../contract';
import type { RandomSource } from '../ports/random-source';
import { deriveSeed, mulberry32 } from './mulberry32';

export type FaultKind = 'none' | 'throttle' | 'error' | 'timeout' | 'timeout_after_commit';

/** What to do to one request. */
export interface FaultDecision {
  fault: FaultKind;
  latencyMs: number;
  /** How long a timeout holds the request before dropping it. */
  timeoutMs: number;
  retryAfterSeconds: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRY_AFTER_SECONDS = 1;

const NONE: FaultDecision = { fault: 'none', latencyMs: 0, timeoutMs: 0, retryAfterSeconds: 0 };

export interface FaultInjector {
  set(settings: FaultSettings): FaultState;
  clear(): FaultState;
  state(): FaultState;
  /** Draws the fault for one request to `endpoint` (one PRNG draw per request in a faulted scope). */
  decide(endpoint: FaultEndpoint): FaultDecision;
}

interface Scope {
  rule: FaultRule;
  next: () => number;
}

/**
 * Seeded fault injection. The global rule covers every endpoint but the lookups; an endpoint's
 * own rule replaces it (fields it leaves out take the defaults). Each scope has its own PRNG, so a
 * given seed and the same sequence of requests meet the same faults.
 */
export function createFaultInjector(random: RandomSource): FaultInjector {
  let settings: FaultSettings = {};
  let seed = 0;
  let global: Scope | undefined;
  let endpoints = new Map<FaultEndpoint, Scope>();
  const injected = { timeout: 0, timeout_after_commit: 0, error: 0, throttle: 0 };

  const isActive = (rule: FaultRule) =>
    (rule.latency_ms ?? 0) > 0 || (rule.timeout_rate ?? 0) + (rule.timeout_after_commit_rate ?? 0) + (rule.error_rate ?? 0) + (rule.throttle_rate ?? 0) > 0;

  function state(): FaultState {
    const active = (global !== undefined && isActive(global.rule)) || [...endpoints.values()].some((s) => isActive(s.rule));
    return { active, settings: structuredClone(settings), seed, injected: { ...injected } };
  }

  function set(next: FaultSettings): FaultState {
    settings = structuredClone(next);
    seed = next.seed ?? random.seed();
    const { endpoints: perEndpoint, ...rule } = next;
    global = { rule, next: mulberry32(seed) };
    endpoints = new Map();
    for (const [name, endpointRule] of Object.entries(perEndpoint ?? {}) as [FaultEndpoint, FaultRule][]) {
      endpoints.set(name, { rule: endpointRule, next: mulberry32(endpointRule.seed ?? deriveSeed(seed, name)) });
    }
    injected.timeout = injected.timeout_after_commit = injected.error = injected.throttle = 0;
    return state();
  }

  function decide(endpoint: FaultEndpoint): FaultDecision {
    const scope = endpoints.get(endpoint) ?? (LOOKUP_ENDPOINTS.includes(endpoint) ? undefined : global);
    if (!scope || !isActive(scope.rule)) return NONE;
    const { rule } = scope;
    const draw = scope.next();
    const bands: [Exclude<FaultKind, 'none'>, number][] = [
      ['throttle', rule.throttle_rate ?? 0],
      ['error', rule.error_rate ?? 0],
      ['timeout', rule.timeout_rate ?? 0],
      ['timeout_after_commit', rule.timeout_after_commit_rate ?? 0],
    ];
    let fault: FaultKind = 'none';
    let edge = 0;
    for (const [kind, rate] of bands) {
      edge += rate;
      if (draw < edge) {
        fault = kind;
        break;
      }
    }
    if (fault !== 'none') injected[fault] += 1;
    return {
      fault,
      latencyMs: rule.latency_ms ?? 0,
      timeoutMs: rule.timeout_ms ?? DEFAULT_TIMEOUT_MS,
      retryAfterSeconds: rule.retry_after_seconds ?? DEFAULT_RETRY_AFTER_SECONDS,
    };
  }

  set({});
  return { set, clear: () => set({}), state, decide };
}
