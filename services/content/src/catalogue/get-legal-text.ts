import type { Db } from '@grtv/kit';
import type { LegalText } from '@grtv/machines';
import { eq } from 'drizzle-orm';
import { legalTexts } from '../db/schema';

/** The terms (`terms`) or the privacy policy (`privacy`), or null when not loaded. */
export async function getLegalText(db: Db, kind: 'terms' | 'privacy'): Promise<LegalText | null> {
  const [row] = await db.select().from(legalTexts).where(eq(legalTexts.kind, kind)).limit(1);
  return row ? { title: row.title, body: row.body, updated_at: new Date(row.updatedAt).toISOString() } : null;
}
