import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A person who signed in: one per number (stored form). `ratingId` groups their ratings (SPEC profile). */
export const users = pgTable('api_users', {
  id: text('id').primaryKey(),
  msisdn: text('msisdn').notNull().unique(),
  ratingId: text('rating_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Feedback from the profile's Feedback tile: a 1..5 experience rating and an optional comment. */
export const feedback = pgTable(
  'api_feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    ratingId: text('rating_id').notNull(),
    experience: integer('experience').notNull(),
    commentType: text('comment_type').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_feedback_rating').on(t.ratingId)],
);
