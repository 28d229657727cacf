import type { Db } from '@grtv/kit';
import { subscriptionMachine, type SubscriptionEvent, type SubscriptionStatus } from '@grtv/machines';
import { and, eq } from 'drizzle-orm';
import { getNextSnapshot } from 'xstate';
import { subscriptions } from '../db/schema';
import { appendLedger } from '../ledger/ledger';
import { findSubscription, type StoredSnapshot, type SubscriptionRow } from './subscription-store';

export interface AppliedEvent {
  /** False when the machine does not accept the event in the current state (nothing changed). */
  accepted: boolean;
  from: SubscriptionStatus;
  to: SubscriptionStatus;
  row: SubscriptionRow;
}

/**
 * The only way a subscription's state changes: restore the stored machine snapshot, ask the
 * `subscription` machine for the next one, and store it with a ledger row in one transaction.
 * Two writers at once: the loser re-reads and tries again (optimistic concurrency on `version`).
 */
export async function applySubscriptionEvent(
  db: Db,
  subscriptionId: string,
  event: SubscriptionEvent,
  ledger: { transactionId?: string | null; amountCents?: number; detail?: Record<string, unknown> } = {},
): Promise<AppliedEvent> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await findSubscription(db, subscriptionId);
    if (!row) throw new Error(`No subscription ${subscriptionId}.`);
    const stored = row.machineSnapshot as StoredSnapshot;
    const snapshot = subscriptionMachine.resolveState(stored);
    const from = stored.value;
    if (!snapshot.can(event)) return { accepted: false, from, to: from, row };
    const next = getNextSnapshot(subscriptionMachine, snapshot, event);
    const nextStored: StoredSnapshot = { value: next.value as SubscriptionStatus, context: next.context };
    const updated = await db.transaction(async (tx) => {
      const rows = await tx
        .update(subscriptions)
        .set({
          status: nextStored.value,
          machineSnapshot: nextStored,
          periodEndsAt: nextStored.context.periodEndsAt ? new Date(nextStored.context.periodEndsAt) : null,
          version: row.version + 1,
          updatedAt: new Date(),
        })
        .where(and(eq(subscriptions.id, row.id), eq(subscriptions.version, row.version)))
        .returning();
      if (rows.length === 0) return null;
      await appendLedger(tx as unknown as Db, {
        kind: 'state.changed',
        transactionId: ledger.transactionId ?? null,
        subscriptionId: row.id,
        msisdn: row.msisdn,
        stateFrom: from,
        stateTo: nextStored.value,
        detail: { event, ...ledger.detail },
      });
      return rows[0]!;
    });
    if (updated) return { accepted: true, from, to: nextStored.value, row: updated };
  }
  throw new Error(`Subscription ${subscriptionId} kept changing under us; giving up for now (the job will retry).`);
}
