import { ErrorMessages, maskMsisdn } from '@grtv/machines';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { AppError } from './app-error';

export interface HttpAppOptions {
  logger: Logger;
  /** Largest accepted body in bytes (default 64 KiB: GRTV's bodies are small). */
  bodyLimit?: number;
  /** Proxies whose X-Forwarded-For is believed (fastify's trustProxy). */
  trustProxy?: string[] | boolean;
  /** Turns a plugin's own error (e.g. a CSRF refusal) into one of the service's catalogue errors. */
  translateError?: (error: FastifyError) => AppError | null;
}

const NUMBER_IN_URL = /27\d{9}/g;

/**
 * A Fastify app that validates bodies with the shared zod contracts, answers every failure with
 * `{ code, message }`, and logs requests without phone numbers.
 */
export function createHttpApp(options: HttpAppOptions) {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    trustProxy: options.trustProxy ?? false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app, options.translateError);
  // On close (SIGTERM) Fastify drops idle keep-alive sockets, but one whose request is in flight
  // stays open after its answer and holds close() until keepAliveTimeout (72 s): end it with the answer.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  return app;
}

/** A Fastify app as createHttpApp makes it: zod-typed routes, pino logger. */
export type HttpApp = ReturnType<typeof createHttpApp>;

/** Masks any number in a URL for logs. */
export function maskUrl(url: string): string {
  return url.replace(NUMBER_IN_URL, (m) => maskMsisdn(m));
}

function installErrorHandling(app: FastifyInstance<any, any, any, any, any>, translate?: (error: FastifyError) => AppError | null): void {
  app.setErrorHandler((raw: FastifyError | AppError, request, reply) => {
    const error = (!(raw instanceof AppError) && translate?.(raw)) || raw;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ code: 'BAD_REQUEST', message: first?.message ?? 'The request is not valid.' });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      const body = { code: error.code, message: error.message, ...(error.retryAfterSeconds !== undefined ? { retry_after_seconds: error.retryAfterSeconds } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ code: 'BODY_TOO_LARGE', message: 'The request body is too large.' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ code: 'BAD_JSON', message: 'The request body is not valid JSON.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error, url: maskUrl(request.url) }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: ErrorMessages.unexpected });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: `There is nothing at ${request.method} ${maskUrl(request.url.split('?')[0] ?? '')}.` }),
  );
}
