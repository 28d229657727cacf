import type { Db } from '@grtv/kit';
import type { LiveLink } from '@grtv/machines';
import { selectLiveLinks } from './select-live-links';

/** Every live channel. */
export function listLiveLinks(db: Db, nowMs: number): Promise<LiveLink[]> {
  return selectLiveLinks(db, undefined, nowMs);
}
