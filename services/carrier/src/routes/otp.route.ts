import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SendOtpRequest, SendOtpResponse, VerifyOtpRequest, VerifyOtpResponse } from '../contract';
import { unwrap } from '../errors';
import { sendOtp } from '../use-cases/send-otp';
import { verifyOtp } from '../use-cases/verify-otp';
import type { RouteOptions } from './route-options';

/** POST /v1/otp (send or resend) and POST /v1/otp/verify. */
export const otpRoute: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    '/otp',
    { config: { endpoint: 'otp' }, schema: { body: SendOtpRequest, response: { 200: SendOtpResponse } } },
    async (request) => unwrap(sendOtp(ctx, request.body)),
  );

  app.post(
    '/otp/verify',
    { config: { endpoint: 'verify' }, schema: { body: VerifyOtpRequest, response: { 200: VerifyOtpResponse } } },
    async (request) => unwrap(verifyOtp(ctx, request.body.transaction_id, request.body.otp)),
  );
};
