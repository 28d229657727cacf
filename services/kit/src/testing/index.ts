/** Test helpers, one place each: Redis, databases, the browser. */
export * from './test-redis';
export * from './test-databases';
export * from './browser';
export * from './api-client';
