import type { NumberState, SetNumberRequest } from '../contract';
import type { GatewayContext } from '../gateway-context';
import { endSubscription } from './end-subscription';
import { numberState } from './number-state';

/** Sandbox control: sets a number's balance, content block or bar. Barring ends its subscriptions. */
export function updateNumber(ctx: GatewayContext, msisdn: string, patch: SetNumberRequest): NumberState {
  const number = ctx.store.number(msisdn);
  if (patch.balance_cents !== undefined) number.balanceCents = patch.balance_cents;
  if (patch.content_block !== undefined) number.contentBlock = patch.content_block;
  if (patch.free_trial_used !== undefined) number.freeTrialUsed = patch.free_trial_used;
  const newlyBarred = patch.barred === true && !number.barred;
  if (patch.barred !== undefined) number.barred = patch.barred;
  ctx.store.saveNumber(number);
  if (newlyBarred) {
    for (const subscription of ctx.store.subscriptions({ msisdn }).filter((s) => s.status === 'active')) {
      endSubscription(ctx, subscription, { reason: 'barred', by: { kind: 'carrier' } });
    }
  }
  return numberState(number);
}
