/** @grtv/billing: queues, workers, the subscription lifecycle, the ledger and the carrier gateway client. */
export * from './carrier/carrier-gateway';
export * from './carrier/carrier-error';
export * from './carrier/http-carrier-gateway';
export * from './config';
export * from './create-billing';
export * from './db/run-billing-migrations';
export * from './producers/carrier-queries';
export * from './producers/billing-producers';
export * from './outcomes/outcome-store';
export * from './ledger/ledger';
export * from './ledger/reconcile';
export * from './subscriptions/subscription-store';
export * from './workers/start-workers';
export * from './workers/worker-process';
export { QUEUE_NAMES } from './queues/queue-names';
