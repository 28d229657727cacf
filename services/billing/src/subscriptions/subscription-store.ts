import type { Db } from '@grtv/kit';
import { subscriptionMachine, type SubscriptionContext, type SubscriptionStatus } from '@grtv/machines';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { subscribers, subscriptions } from '../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The machine state as stored: the lifecycle state and its context. */
export interface StoredSnapshot {
  value: SubscriptionStatus;
  context: SubscriptionContext;
}

/** States in which a subscription still exists for the subscriber (not yet ended). */
export const LIVE_STATUSES: SubscriptionStatus[] = ['pending', 'trial', 'active', 'past_due', 'suspended'];

export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function findSubscriptionByTransaction(db: Db, transactionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.createdTransactionId, transactionId)).limit(1);
  return row ?? null;
}

export async function findSubscriptionByCarrierId(db: Db, carrierSubscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.carrierSubscriptionId, carrierSubscriptionId)).limit(1);
  return row ?? null;
}

/** A number's subscriptions, newest first. */
export async function subscriptionsForMsisdn(db: Db, msisdn: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.msisdn, msisdn)).orderBy(desc(subscriptions.createdAt));
}

/** The number's subscription that has not ended, if any (GRTV allows one at a time). */
export async function liveSubscriptionForMsisdn(db: Db, msisdn: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.msisdn, msisdn), inArray(subscriptions.status, LIVE_STATUSES)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** The subscriber for a number, created on first sight. */
export async function ensureSubscriber(db: Db, msisdn: string, newId: () => string): Promise<string> {
  await db.insert(subscribers).values({ id: newId(), msisdn }).onConflictDoNothing({ target: subscribers.msisdn });
  const [row] = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.msisdn, msisdn)).limit(1);
  return row!.id;
}

/** The snapshot a new subscription starts from: the machine's initial state. */
export function initialSnapshot(packageId: string, maxDunningAttempts: number): StoredSnapshot {
  const snapshot = subscriptionMachine.resolveState({
    value: 'pending',
    context: {
      packageId,
      periodEndsAt: null,
      dunningAttempts: 0,
      maxDunningAttempts,
      transientFailures: 0,
      lastTransactionId: null,
      lastFailure: null,
      endedReason: null,
    },
  });
  return { value: snapshot.value as SubscriptionStatus, context: snapshot.context };
}

/**
 * Creates the subscription for a subscribe attempt, once: a re-delivered job finds the row its
 * first run made (the transaction id is unique).
 */
export async function createSubscriptionOnce(
  db: Db,
  values: {
    id: string;
    subscriberId: string;
    msisdn: string;
    packageId: string;
    serviceKey: string;
    transactionId: string;
    carrierSubscriptionId: string;
    freeTrial: boolean;
    snapshot: StoredSnapshot;
  },
): Promise<SubscriptionRow> {
  await db
    .insert(subscriptions)
    .values({
      id: values.id,
      subscriberId: values.subscriberId,
      msisdn: values.msisdn,
      packageId: values.packageId,
      serviceKey: values.serviceKey,
      createdTransactionId: values.transactionId,
      carrierSubscriptionId: values.carrierSubscriptionId,
      freeTrial: values.freeTrial,
      status: values.snapshot.value,
      machineSnapshot: values.snapshot,
    })
    .onConflictDoNothing({ target: subscriptions.createdTransactionId });
  return (await findSubscriptionByTransaction(db, values.transactionId))!;
}
