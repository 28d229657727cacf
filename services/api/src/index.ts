/** @grtv/api: the web app's API. */
export { buildApiApp, type ApiDeps } from './app';
export { startApi, type RunningApi } from './start';
export { loadApiConfig, ApiEnv, type ApiConfig } from './config';
export type { CarrierQueries, CarrierNumberStatus, CarrierQueryFailure } from './ports/carrier-queries';
export { issueHeToken } from './auth/he-token';
