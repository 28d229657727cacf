import { maskUrl } from '@grtv/kit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GatewayErrors } from '../contract';
import { GatewayError, gatewayError } from '../errors';

type AnyFastify = FastifyInstance<any, any, any, any, any>;

/**
 * Makes a scope answer every failure as the gateway does: `{ code, description, ...extra }`.
 * Bad input names the field and what is wrong with it; unexpected errors leak nothing.
 */
export function installGatewayErrorHandling(scope: AnyFastify): void {
  scope.setErrorHandler((error: FastifyError | GatewayError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = [error.validationContext, ...(issue?.instancePath ?? '').split('/').filter(Boolean)].filter(Boolean).join('.');
      const description = `${field ? `${field}: ` : ''}${issue?.message ?? 'is not valid'}`;
      return reply.status(400).send({ code: 'BAD_REQUEST', description });
    }
    if (error instanceof GatewayError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        code: error.code,
        description: error.description,
        ...error.extra,
        ...(error.retryAfterSeconds !== undefined ? { retry_after_seconds: error.retryAfterSeconds } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    const send = (code: keyof typeof GatewayErrors) => reply.status(GatewayErrors[code].status).send({ code, description: GatewayErrors[code].description });
    if (status === 413) return send('BODY_TOO_LARGE');
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return send('BAD_JSON');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return send('UNSUPPORTED_MEDIA_TYPE');
    if (status >= 400 && status < 500) return reply.status(status).send({ code: 'BAD_REQUEST', description: error.message });
    request.log.error({ err: error, url: maskUrl(request.url) }, 'unhandled error');
    return send('INTERNAL');
  });
  scope.setNotFoundHandler((request, reply) => {
    const error = gatewayError('NOT_FOUND', {}, `There is nothing at ${request.method} ${maskUrl(request.url.split('?')[0] ?? '')}`);
    return reply.status(404).send({ code: error.code, description: error.description });
  });
}
