import type { Db } from '@grtv/kit';
import type { LiveHeader } from '@grtv/machines';
import { eq } from 'drizzle-orm';
import { liveHeaders } from '../db/schema';
import { imagePath } from '../images/image-path';

/** The live screen's header. */
export async function getLiveHeader(db: Db): Promise<LiveHeader | null> {
  const [row] = await db.select().from(liveHeaders).where(eq(liveHeaders.id, 'live')).limit(1);
  return row ? { title: row.title, description: row.description, image: imagePath('live-header', row.id) } : null;
}
