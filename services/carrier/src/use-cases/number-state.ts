import type { NumberState } from '../contract';
import type { NumberRecord } from '../store/gateway-store';

/** A number record as the sandbox shows it. */
export function numberState(number: NumberRecord): NumberState {
  return {
    msisdn: number.msisdn,
    balance_cents: number.balanceCents,
    content_block: number.contentBlock,
    barred: number.barred,
    content_allowed: [...number.contentAllowed].sort(),
    free_trial_used: number.freeTrialUsed,
  };
}
