/** @grtv/carrier: the carrier sandbox (a DCB gateway) and the header-enrichment proxy. */
export { buildCarrierApp, type CarrierApp, type CarrierDeps } from './app';
export { loadCarrierConfig, DEV_DEFAULTS, type CarrierConfig, type HeProxyConfig } from './config';
export { startCarrier, startHeProxy, type RunningCarrier, type RunningServer } from './start';
export { createHeProxy, type HeProxy } from './he-proxy/create-he-proxy';
export type { Clock } from './ports/clock';
export type { OtpGenerator, RandomSource } from './ports/random-source';
