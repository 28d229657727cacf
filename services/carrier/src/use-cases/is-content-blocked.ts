import type { NumberRecord } from '../store/gateway-store';

/** True when premium content is blocked for this number and this service (no opt-in for it). */
export function isContentBlocked(number: NumberRecord, serviceKey: string): boolean {
  return number.contentBlock && !number.contentAllowed.has(serviceKey);
}
