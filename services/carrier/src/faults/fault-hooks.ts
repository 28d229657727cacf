import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FaultEndpoint } from '../contract';
import { GatewayError, gatewayError } from '../errors';
import type { FaultInjector } from './fault-injector';
import type { Holds } from './holds';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The name fault settings use for this route; routes without one are never faulted. */
    endpoint?: FaultEndpoint;
  }
}

/**
 * Applies injected faults the way a real gateway fails: latency first; then a throttle (429 with
 * Retry-After) or an outage (503) without doing the work; a timeout that holds the request and
 * drops the connection without doing the work; or a timeout after the work is committed, where the
 * answer is held and the connection dropped (the case that makes callers charge twice).
 */
export function installFaultHooks(scope: FastifyInstance<any, any, any, any, any>, faults: FaultInjector, holds: Holds): void {
  const dropAfterCommit = new WeakMap<FastifyRequest, number>();

  scope.addHook('onRequest', async (request, reply) => {
    const endpoint = request.routeOptions.config?.endpoint;
    if (!endpoint) return;
    const decision = faults.decide(endpoint);
    if (decision.fault === 'none' && decision.latencyMs === 0) return;
    await holds.wait(decision.latencyMs);
    switch (decision.fault) {
      case 'throttle': {
        const base = gatewayError('THROTTLED');
        throw new GatewayError('THROTTLED', base.description, {}, decision.retryAfterSeconds);
      }
      case 'error':
        throw gatewayError('UNAVAILABLE');
      case 'timeout':
        request.log.info({ endpoint }, 'fault: timeout before work');
        await holds.wait(decision.timeoutMs);
        reply.hijack();
        request.raw.socket?.destroy();
        return;
      case 'timeout_after_commit':
        dropAfterCommit.set(request, decision.timeoutMs);
        return;
      default:
        return;
    }
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const holdMs = dropAfterCommit.get(request);
    if (holdMs === undefined) return payload;
    request.log.info({ endpoint: request.routeOptions.config?.endpoint }, 'fault: timeout after commit');
    await holds.wait(holdMs);
    reply.hijack();
    request.raw.socket?.destroy();
    return payload;
  });
}
