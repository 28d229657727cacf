import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FaultInjector } from '../faults/fault-injector';
import { installFaultHooks } from '../faults/fault-hooks';
import type { Holds } from '../faults/holds';
import { installApiKeyAuth } from './api-key-auth';
import { chargesRoute } from './charges.route';
import { installGatewayErrorHandling } from './gateway-error-handling';
import { numbersRoute } from './numbers.route';
import { otpRoute } from './otp.route';
import { protectRoute } from './protect.route';
import type { RouteOptions } from './route-options';
import { subscriptionsRoute } from './subscriptions.route';

export interface GatewayApiOptions extends RouteOptions {
  apiKey: string;
  faults: FaultInjector;
  holds: Holds;
}

/** The merchant-facing gateway under /v1: API key first, then injected faults, then the work. */
export const gatewayApi: FastifyPluginAsyncZod<GatewayApiOptions> = async (app, options) => {
  installGatewayErrorHandling(app);
  installApiKeyAuth(app, options.apiKey);
  installFaultHooks(app, options.faults, options.holds);
  const { ctx } = options;
  await app.register(numbersRoute, { ctx });
  await app.register(protectRoute, { ctx });
  await app.register(otpRoute, { ctx });
  await app.register(subscriptionsRoute, { ctx });
  await app.register(chargesRoute, { ctx });
};
