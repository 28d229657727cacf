import type { Db } from '@grtv/kit';
import { eq } from 'drizzle-orm';
import { billingEvents } from '../db/schema';

/** A charge as the carrier recorded it (the sandbox's `/sandbox/charges`, a real gateway's report). */
export interface CarrierChargeRecord {
  transactionId: string;
  amountCents: number;
  status: 'charged' | 'failed';
}

export interface Reconciliation {
  ledgerCharges: number;
  ledgerTotalCents: number;
  carrierCharges: number;
  carrierTotalCents: number;
  /** Charged by the carrier, never booked: money taken that GRTV does not know of. */
  missingInLedger: string[];
  /** Booked, but the carrier has no charge: GRTV thinks it was paid and it was not. */
  missingAtCarrier: string[];
  /** Charged more than once by the carrier for one transaction: a double charge. */
  chargedTwice: string[];
  amountMismatches: Array<{ transactionId: string; ledgerCents: number; carrierCents: number }>;
  ok: boolean;
}

/** Compares the ledger's booked charges with the carrier's, transaction by transaction. */
export async function reconcile(db: Db, carrierCharges: CarrierChargeRecord[]): Promise<Reconciliation> {
  const booked = await db
    .select({ transactionId: billingEvents.transactionId, amountCents: billingEvents.amountCents })
    .from(billingEvents)
    .where(eq(billingEvents.kind, 'charge.succeeded'));
  const ledger = new Map(booked.map((row) => [row.transactionId!, row.amountCents]));
  const carrier = new Map<string, number[]>();
  for (const charge of carrierCharges) {
    if (charge.status !== 'charged') continue;
    carrier.set(charge.transactionId, [...(carrier.get(charge.transactionId) ?? []), charge.amountCents]);
  }
  const missingInLedger = [...carrier.keys()].filter((txn) => !ledger.has(txn));
  const missingAtCarrier = [...ledger.keys()].filter((txn) => !carrier.has(txn));
  const chargedTwice = [...carrier.entries()].filter(([, amounts]) => amounts.length > 1).map(([txn]) => txn);
  const amountMismatches = [...ledger.entries()]
    .filter(([txn, cents]) => carrier.has(txn) && carrier.get(txn)![0] !== cents)
    .map(([transactionId, ledgerCents]) => ({ transactionId, ledgerCents, carrierCents: carrier.get(transactionId)![0]! }));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const carrierAmounts = [...carrier.values()].flat();
  return {
    ledgerCharges: ledger.size,
    ledgerTotalCents: sum([...ledger.values()]),
    carrierCharges: carrierAmounts.length,
    carrierTotalCents: sum(carrierAmounts),
    missingInLedger,
    missingAtCarrier,
    chargedTwice,
    amountMismatches,
    ok: missingInLedger.length === 0 && missingAtCarrier.length === 0 && chargedTwice.length === 0 && amountMismatches.length === 0,
  };
}
