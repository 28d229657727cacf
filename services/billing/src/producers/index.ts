/** What the API may use of billing (DESIGN: services/api -> billing, producers only). */
export { createBillingProducers, type BillingProducers, type SubscribeRequest } from './billing-producers';
export { createCarrierQueries, type CarrierQueries } from './carrier-queries';
export type { SubscribeOutcome, OutcomeStatus } from '../outcomes/outcome-store';
