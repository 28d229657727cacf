import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A person billed by number (stored form `27` + 9 digits). */
export const subscribers = pgTable('billing_subscribers', {
  id: text('id').primaryKey(),
  msisdn: text('msisdn').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One subscription to one package. `status` and `machineSnapshot` change only through the
 * `subscription` machine; `version` guards against two writers (optimistic concurrency).
 */
export const subscriptions = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    subscriberId: text('subscriber_id').notNull().references(() => subscribers.id),
    msisdn: text('msisdn').notNull(),
    packageId: text('package_id').notNull(),
    serviceKey: text('service_key').notNull(),
    /** The subscribe attempt that created it (its BullMQ job id and ledger key). */
    createdTransactionId: text('created_transaction_id').notNull().unique(),
    carrierSubscriptionId: text('carrier_subscription_id').unique(),
    /** The carrier granted the first day free (once per number per service). */
    freeTrial: boolean('free_trial').notNull().default(false),
    status: text('status').notNull(),
    machineSnapshot: jsonb('machine_snapshot').notNull(),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_subscriptions_msisdn').on(t.msisdn), index('billing_subscriptions_status').on(t.status)],
);

/**
 * The ledger: append-only, every state change and every carrier call's outcome, amounts in cents.
 * A charge transaction can succeed once: the partial unique index is the last guard against a
 * double charge being booked twice.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    transactionId: text('transaction_id'),
    subscriptionId: text('subscription_id'),
    msisdn: text('msisdn'),
    amountCents: integer('amount_cents').notNull().default(0),
    stateFrom: text('state_from'),
    stateTo: text('state_to'),
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [
    uniqueIndex('billing_events_one_charge_per_transaction').on(t.transactionId).where(sql`${t.kind} = 'charge.succeeded'`),
    index('billing_events_transaction').on(t.transactionId),
    index('billing_events_subscription').on(t.subscriptionId),
    index('billing_events_msisdn').on(t.msisdn),
  ],
);

/** The outcome of each subscribe attempt, for the waiting request, polling, and replays. */
export const subscribeOutcomes = pgTable('billing_subscribe_outcomes', {
  transactionId: text('transaction_id').primaryKey(),
  status: text('status').notNull(),
  description: text('description').notNull(),
  /** The carrier's refusal code (INVALID_OTP, INSUFFICIENT_FUNDS, ...) when it failed. */
  code: text('code'),
  subscriberId: text('subscriber_id'),
  subscriptionId: text('subscription_id'),
  packageId: text('package_id'),
  msisdn: text('msisdn').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
