import type { ChargeLookupResponse } from '../contract';
import type { GatewayContext } from '../gateway-context';

/** Every charge attempt recorded under a transaction id, oldest first: did it go through? */
export function lookupCharges(ctx: GatewayContext, transactionId: string): ChargeLookupResponse {
  const charges = ctx.store.charges({ transactionId }).map((c) => ({
    charge_id: c.charge_id,
    subscription_id: c.subscription_id,
    status: c.status,
    ...(c.code ? { code: c.code } : {}),
    amount_cents: c.amount_cents,
    charged_at: c.charged_at,
  }));
  return { transaction_id: transactionId, found: charges.length > 0, charges };
}
