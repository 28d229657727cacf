import type { FaultInjector } from '../faults/fault-injector';
import type { GatewayContext } from '../gateway-context';

/** What every route module is registered with. */
export interface RouteOptions {
  ctx: GatewayContext;
}

export interface SandboxRouteOptions extends RouteOptions {
  faults: FaultInjector;
}
