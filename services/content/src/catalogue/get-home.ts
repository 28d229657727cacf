import type { Db } from '@grtv/kit';
import type { HomeData } from '@grtv/machines';
import { listCarousels } from './list-carousels';
import { listHomeCategories } from './list-home-categories';
import { listChannels } from './list-channels';
import { listHomeSlides } from './list-home-slides';

/** Everything the home screen shows, so a phone makes one request instead of four. */
export async function getHome(db: Db): Promise<HomeData> {
  const [slides, carousels, categories, channels] = await Promise.all([listHomeSlides(db), listCarousels(db, null), listHomeCategories(db), listChannels(db)]);
  return { slides, carousels: carousels ?? [], categories, channels };
}
