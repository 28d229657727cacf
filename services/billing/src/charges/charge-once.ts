import type { Db } from '@grtv/kit';
import { and, eq } from 'drizzle-orm';
import { billingEvents } from '../db/schema';
import { appendLedger, succeededCharge } from '../ledger/ledger';
import { CarrierError } from '../carrier/carrier-error';
import type { CarrierGateway, ChargeLookup } from '../carrier/carrier-gateway';
import type { TransactionLock } from '../locks/transaction-lock';

export type ChargeResult =
  | { kind: 'charged'; amountCents: number; viaLookup: boolean }
  | { kind: 'refused'; code: string; description: string };

export interface ChargeRequest {
  transactionId: string;
  subscriptionId: string;
  carrierSubscriptionId: string;
  msisdn: string;
  amountCents: number;
  description: string;
}

/**
 * Charges a transaction at most once, however often it is called (a double click, a replayed
 * request, a re-delivered job, a worker killed mid-call):
 * 1. a charge already booked in the ledger is returned as it is;
 * 2. a transaction tried before (its answer may have been lost) is looked up at the carrier first;
 * 3. the attempt is written to the ledger before the carrier is called;
 * 4. a timeout is looked up at once; if the carrier has no record, the caller retries later.
 * Transient failures throw (the queue retries with backoff); a refusal is returned, final.
 */
export async function chargeOnce(deps: { db: Db; gateway: CarrierGateway; lock: TransactionLock }, request: ChargeRequest): Promise<ChargeResult> {
  return deps.lock(request.transactionId, () => chargeUnderLock(deps, request));
}

async function chargeUnderLock(deps: { db: Db; gateway: CarrierGateway }, request: ChargeRequest): Promise<ChargeResult> {
  const { db, gateway } = deps;
  const booked = await succeededCharge(db, request.transactionId);
  if (booked) return { kind: 'charged', amountCents: booked.amountCents, viaLookup: false };
  const refused = await finalRefusal(db, request.transactionId);
  if (refused) return refused;

  if (await wasAttempted(db, request.transactionId)) {
    const found = await lookUp(gateway, request.transactionId);
    if (found) return book(db, request, found, true);
  }

  await appendLedger(db, { kind: 'charge.attempted', transactionId: request.transactionId, subscriptionId: request.subscriptionId, msisdn: request.msisdn, detail: { amount_cents: request.amountCents } });
  try {
    const charge = await gateway.charge({
      transactionId: request.transactionId,
      subscriptionId: request.carrierSubscriptionId,
      amountCents: request.amountCents,
      description: request.description,
    });
    return book(db, request, charge.amountCents, false);
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    if (error.kind === 'final') {
      await appendLedger(db, {
        kind: 'charge.failed',
        transactionId: request.transactionId,
        subscriptionId: request.subscriptionId,
        msisdn: request.msisdn,
        detail: { code: error.code, description: error.description, final: true },
      });
      return { kind: 'refused', code: error.code, description: error.description };
    }
    if (error.kind === 'unknown') {
      // The charge may have gone through and only the answer was lost: ask before anything else.
      const found = await lookUp(gateway, request.transactionId).catch(() => null);
      if (found) return book(db, request, found, true);
    }
    await appendLedger(db, {
      kind: 'charge.transient',
      transactionId: request.transactionId,
      subscriptionId: request.subscriptionId,
      msisdn: request.msisdn,
      detail: { code: error.code, kind: error.kind },
    });
    throw error;
  }
}

/** The amount the carrier charged for this transaction, or null when it has no charge. */
async function lookUp(gateway: CarrierGateway, transactionId: string): Promise<number | null> {
  const lookup: ChargeLookup = await gateway.lookupCharge(transactionId);
  const charged = lookup.charges.find((c) => c.status === 'charged');
  return charged ? charged.amountCents : null;
}

async function book(db: Db, request: ChargeRequest, amountCents: number, viaLookup: boolean): Promise<ChargeResult> {
  try {
    await appendLedger(db, {
      kind: 'charge.succeeded',
      transactionId: request.transactionId,
      subscriptionId: request.subscriptionId,
      msisdn: request.msisdn,
      amountCents,
      detail: { via_lookup: viaLookup },
    });
  } catch (error) {
    // Another run booked it first (the unique index): the money was taken once, booked once.
    if (!(await succeededCharge(db, request.transactionId))) throw error;
  }
  return { kind: 'charged', amountCents, viaLookup };
}

async function wasAttempted(db: Db, transactionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(and(eq(billingEvents.transactionId, transactionId), eq(billingEvents.kind, 'charge.attempted')))
    .limit(1);
  return Boolean(row);
}

async function finalRefusal(db: Db, transactionId: string): Promise<ChargeResult | null> {
  const [row] = await db
    .select()
    .from(billingEvents)
    .where(and(eq(billingEvents.transactionId, transactionId), eq(billingEvents.kind, 'charge.failed')))
    .limit(1);
  if (!row) return null;
  const detail = row.detail as { code?: string; description?: string };
  return { kind: 'refused', code: detail.code ?? 'REFUSED', description: detail.description ?? 'The carrier refused the charge.' };
}
