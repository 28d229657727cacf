/** @grtv/machines: the shared brain of GRTV. Domain rules, API contracts and XState machines; no I/O. */
export * from './rules/error-catalogue';
export * from './rules/normalise-msisdn';
export * from './rules/mask-msisdn';
export * from './rules/validate-otp';
export * from './rules/package-catalogue';
export * from './rules/classify-subscribe-failure';
export * from './rules/validate-feedback';

export * from './contracts/common';
export * from './contracts/auth';
export * from './contracts/subscribe';
export * from './contracts/content';
export * from './contracts/search';
export * from './contracts/playlist';
export * from './contracts/profile';
export * from './contracts/session';
export * from './contracts/media';
export * from './contracts/pages';

export * from './machines/flow-error';
export * from './machines/new-transaction-id';
export * from './machines/session.machine';
export * from './machines/subscribe.machine';
export * from './machines/playlist.machine';
export * from './machines/subscription.machine';
export * from './machines/watch.machine';
export * from './machines/unsubscribe.machine';
export * from './machines/feedback.machine';
