/** @grtv/api: the web app's API. */
export { buildApiApp, type ApiDeps } from './app';
export { startApi, type RunningApi } from './start';
export { loadApiConfig, ApiEnv, type ApiConfig } from './config';
export { runApiMigrations } from './db/run-api-migrations';
export { issueHeToken } from './auth/he-token';
