/** The phone's-view API client and number helpers live with the other test helpers in kit. */
export { createApiClient, freshNumber, newTransactionId, stored, type ApiAnswer, type ApiClient } from '@grtv/kit/testing';
