import type { Db } from '@grtv/kit';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** The user for a number that has just proved itself (OTP or carrier header), created on first sign-in. */
export async function signInUser(db: Db, msisdn: string): Promise<UserRow> {
  await db.insert(users).values({ id: id('usr'), msisdn, ratingId: id('rat') }).onConflictDoUpdate({ target: users.msisdn, set: { lastSignInAt: new Date() } });
  const [row] = await db.select().from(users).where(eq(users.msisdn, msisdn)).limit(1);
  return row!;
}

export async function findUser(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
