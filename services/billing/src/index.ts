/** @grtv/billing: queues, workers, the subscription lifecycle, the ledger and the carrier gateway client. */
export * from './carrier/carrier-gateway';
export * from './carrier/carrier-error';
export * from './carrier/http-carrier-gateway';
export * from './producers/carrier-queries';
