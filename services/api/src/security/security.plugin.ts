import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { AppError, type Redis } from '@grtv/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Cookies (signed), CSRF (double-submit: a signed secret cookie plus the x-csrf-token header),
 * security headers fit for a mobile web app, and per-address rate limits kept in Redis.
 */
export const securityPlugin = fp(async (app, options: { cookieSecret: string; secureCookies: boolean; redis: Redis; prefix: string; rateLimitAllow: string[] }) => {
  await app.register(fastifyCookie, { secret: options.cookieSecret });
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieOpts: { signed: true, httpOnly: true, sameSite: 'strict', path: '/', secure: options.secureCookies },
    getToken: (request: FastifyRequest) => request.headers['x-csrf-token'] as string | undefined,
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.secureCookies ? [] : null,
      },
    },
    // Media and images are fetched by the page itself; cross-origin isolation would only get in the way.
    crossOriginEmbedderPolicy: false,
    hsts: options.secureCookies,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: `${options.prefix}:rate:`,
    allowList: options.rateLimitAllow,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 429, `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`, Math.ceil(context.ttl / 1000)),
  });
});

/** What a person sees when the CSRF check fails. */
export const CSRF_MESSAGE = 'The security token of this page is missing or has expired. Please reload the page and try again.';

/** A route guard: the x-csrf-token header must match the signed secret cookie (403 CSRF otherwise). */
export function requireCsrf(app: { csrfProtection: (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void }) {
  return app.csrfProtection;
}
