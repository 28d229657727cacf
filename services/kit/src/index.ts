/** @grtv/kit: what every GRTV service shares: env parsing, masked logs, database, Redis, HTTP errors. */
export * from './config/parse-env';
export * from './config/env-fields';
export * from './log/create-logger';
export * from './db/open-database';
export * from './db/run-migrations';
export * from './db/postgres-server';
export * from './redis/create-redis';
export * from './redis/redis-server';
export * from './http/app-error';
export * from './http/create-http-app';
export * from './process/free-port';
export * from './process/find-binary';
export * from './process/wait-for';
export * from './crypto/signed-token';
export * from './crypto/media-path-signature';
