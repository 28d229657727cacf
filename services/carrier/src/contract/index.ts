/**
 * @grtv/carrier/contract: the carrier gateway's API as zod schemas, its error catalogue and the
 * webhook signature check. Pure (no I/O): the billing service's client imports it.
 */
export * from './common';
export * from './errors';
export * from './numbers';
export * from './protect';
export * from './otp';
export * from './subscriptions';
export * from './charges';
export * from './notifications';
export * from './faults';
export * from './sandbox';
export * from './paths';
export * from './dev-defaults';
