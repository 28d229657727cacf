import type { Db } from '@grtv/kit';
import type { Slide } from '@grtv/machines';
import { asc } from 'drizzle-orm';
import { slides } from '../db/schema';
import { imagePath } from '../images/image-path';

/** The home screen's hero slides, in order. */
export async function listHomeSlides(db: Db): Promise<Slide[]> {
  const rows = await db.select().from(slides).orderBy(asc(slides.position));
  return rows.map((row) => ({ id: row.id, title: row.title, subtitle: row.subtitle, image: imagePath('slide', row.id), link: row.link }));
}
