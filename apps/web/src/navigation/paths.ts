import type { PlayableKind } from '@grtv/machines';

export type { PlayableKind };

/** What a tile, search result or list entry can be. */
export type ItemType = 'show' | 'episode' | 'video' | 'channel' | 'live' | 'category';

/** The app path that shows an item (slides already carry one, e.g. `/show/ubuntu-heights`). */
export function itemHref(type: ItemType, slug: string): string {
  const s = encodeURIComponent(slug);
  switch (type) {
    case 'show':
      return `/show/${s}`;
    case 'episode':
      return `/episode/${s}`;
    case 'video':
      return `/video/${s}`;
    case 'channel':
      return `/channel/${s}`;
    case 'live':
      return `/live/${s}`;
    case 'category':
      return `/category/${s}`;
  }
}

/** The watch screen of a playable item; a live channel's page is its watch screen. */
export function watchHref(kind: PlayableKind, slug: string): string {
  return kind === 'live' ? `/live/${encodeURIComponent(slug)}` : `/watch/${kind}/${encodeURIComponent(slug)}`;
}

/** A page of a paged list, page 1 without a parameter so the first page has one address. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The bottom nav's tabs. */
export type Tab = 'home' | 'browse' | 'my-list';

/** Which tab a path belongs to: Browse covers the channels, categories and live TV it leads to. */
export function activeTab(pathname: string): Tab | null {
  if (pathname === '/') return 'home';
  if (pathname === '/my-list') return 'my-list';
  if (/^\/(channels|channel|category|live)(\/|$)/.test(pathname)) return 'browse';
  return null;
}

/** The placeholder shapes shown while a screen's code and data are on their way. */
export type SkeletonKind = 'home' | 'grid' | 'detail' | 'list' | 'watch' | 'text';

/** Which placeholder fits the screen at `pathname`, so the layout does not jump when data arrives. */
export function skeletonFor(pathname: string): SkeletonKind {
  if (pathname === '/') return 'home';
  if (/^\/(watch\/[^/]+|live)\/[^/]+$/.test(pathname) && !pathname.startsWith('/live/category/')) return 'watch';
  if (/^\/(show|episode|video|channel)\//.test(pathname)) return 'detail';
  if (/^\/(channels|live|live\/category\/[^/]+|category\/[^/]+)$/.test(pathname)) return 'grid';
  if (/^\/(my-list|search)$/.test(pathname)) return 'list';
  return 'text';
}
