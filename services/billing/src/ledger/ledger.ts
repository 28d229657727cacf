import type { Db } from '@grtv/kit';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { billingEvents } from '../db/schema';

/** What the ledger records. Every state change and every carrier call's outcome is one row. */
export type LedgerKind =
  | 'subscribe.requested'
  | 'subscribe.declined'
  | 'subscribe.refused'
  | 'carrier.subscription_created'
  | 'charge.attempted'
  | 'charge.succeeded'
  | 'charge.failed'
  | 'charge.transient'
  | 'state.changed'
  | 'carrier.cancelled'
  | 'notification.received';

export interface LedgerEntry {
  kind: LedgerKind;
  transactionId?: string | null;
  subscriptionId?: string | null;
  msisdn?: string | null;
  /** Cents; only charge.succeeded moves money. */
  amountCents?: number;
  stateFrom?: string | null;
  stateTo?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends one row. The ledger is never updated or deleted from. */
export async function appendLedger(db: Db, entry: LedgerEntry): Promise<void> {
  await db.insert(billingEvents).values({
    kind: entry.kind,
    transactionId: entry.transactionId ?? null,
    subscriptionId: entry.subscriptionId ?? null,
    msisdn: entry.msisdn ?? null,
    amountCents: entry.amountCents ?? 0,
    stateFrom: entry.stateFrom ?? null,
    stateTo: entry.stateTo ?? null,
    detail: entry.detail ?? {},
  });
}

/** The rows of one transaction, oldest first. */
export async function ledgerForTransaction(db: Db, transactionId: string) {
  return db.select().from(billingEvents).where(eq(billingEvents.transactionId, transactionId)).orderBy(asc(billingEvents.id));
}

/** Everything the ledger holds about a number, oldest first: refused and declined attempts too (ops look-up). */
export async function ledgerForMsisdn(db: Db, msisdn: string) {
  return db.select().from(billingEvents).where(eq(billingEvents.msisdn, msisdn)).orderBy(asc(billingEvents.id));
}

/** The rows of some subscriptions, oldest first. */
export async function ledgerForSubscriptions(db: Db, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return [];
  return db.select().from(billingEvents).where(inArray(billingEvents.subscriptionId, subscriptionIds)).orderBy(asc(billingEvents.id));
}

/** The booked charge of a transaction, if it succeeded. */
export async function succeededCharge(db: Db, transactionId: string) {
  const [row] = await db
    .select()
    .from(billingEvents)
    .where(and(eq(billingEvents.transactionId, transactionId), eq(billingEvents.kind, 'charge.succeeded')))
    .limit(1);
  return row ?? null;
}
