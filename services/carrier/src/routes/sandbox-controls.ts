import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installGatewayErrorHandling } from './gateway-error-handling';
import type { SandboxRouteOptions } from './route-options';
import { sandboxFaultsRoute } from './sandbox-faults.route';
import { sandboxMoRoute } from './sandbox-mo.route';
import { sandboxNumbersRoute } from './sandbox-numbers.route';
import { sandboxPageRoute } from './sandbox-page.route';
import { sandboxRecordsRoute } from './sandbox-records.route';
import { sandboxResetRoute } from './sandbox-reset.route';
import { sandboxSmsRoute } from './sandbox-sms.route';

/** The sandbox's controls under /sandbox: never authenticated, never faulted. */
export const sandboxControls: FastifyPluginAsyncZod<SandboxRouteOptions> = async (app, options) => {
  installGatewayErrorHandling(app);
  const { ctx, faults } = options;
  await app.register(sandboxPageRoute, { ctx, faults });
  await app.register(sandboxSmsRoute, { ctx });
  await app.register(sandboxNumbersRoute, { ctx });
  await app.register(sandboxRecordsRoute, { ctx });
  await app.register(sandboxFaultsRoute, { ctx, faults });
  await app.register(sandboxMoRoute, { ctx });
  await app.register(sandboxResetRoute, { ctx, faults });
};
