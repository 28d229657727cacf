import type { Db } from '@grtv/kit';
import { eq } from 'drizzle-orm';
import { subscribeOutcomes } from '../db/schema';

/** `pending`: not decided yet; `cancelled`: the person declined (to_cancel yes). */
export type OutcomeStatus = 'success' | 'failed' | 'pending' | 'cancelled';

export interface SubscribeOutcome {
  transactionId: string;
  status: OutcomeStatus;
  description: string;
  /** The carrier's refusal code when it failed. */
  code: string | null;
  msisdn: string;
  subscriberId: string | null;
  subscriptionId: string | null;
  packageId: string | null;
}

/** Records (or replaces) the outcome of a subscribe attempt. */
export async function saveOutcome(db: Db, outcome: SubscribeOutcome): Promise<SubscribeOutcome> {
  const values = { ...outcome, updatedAt: new Date() };
  await db.insert(subscribeOutcomes).values(values).onConflictDoUpdate({ target: subscribeOutcomes.transactionId, set: values });
  return outcome;
}

export async function getOutcome(db: Db, transactionId: string): Promise<SubscribeOutcome | null> {
  const [row] = await db.select().from(subscribeOutcomes).where(eq(subscribeOutcomes.transactionId, transactionId)).limit(1);
  if (!row) return null;
  return {
    transactionId: row.transactionId,
    status: row.status as OutcomeStatus,
    description: row.description,
    code: row.code,
    msisdn: row.msisdn,
    subscriberId: row.subscriberId,
    subscriptionId: row.subscriptionId,
    packageId: row.packageId,
  };
}

export async function deleteOutcome(db: Db, transactionId: string): Promise<void> {
  await db.delete(subscribeOutcomes).where(eq(subscribeOutcomes.transactionId, transactionId));
}

/** Refusals a person fixes within the same attempt: a new OTP on the same transaction is allowed. */
export const RETRYABLE_BY_PERSON = new Set(['INVALID_OTP', 'OTP_EXPIRED']);
