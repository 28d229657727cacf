/** What the API may use of billing (DESIGN: services/api -> billing, producers only). */
export { createBillingProducers, type BillingProducers, type SubscribeRequest, type SubscriptionView } from './billing-producers';
export { createCarrierQueries, type CarrierQueries } from './carrier-queries';
export type { SubscribeOutcome, OutcomeStatus } from '../outcomes/outcome-store';
export type { NotificationJob, UnsubscribeJob } from '../queues/job-data';
export type { ProtectScript } from '../carrier/carrier-gateway';
export { CarrierError, isCarrierError } from '../carrier/carrier-error';
