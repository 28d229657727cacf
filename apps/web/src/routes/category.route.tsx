import type { VideoList } from '@grtv/machines';
import { Link, useLoaderData } from 'react-router-dom';
import { postJson } from '../api/http';
import type { CategoryPage } from '@grtv/machines';
import { MoreButton } from '../components/more-button';
import { TileGrid } from '../components/tile-row';
import { videoTile } from '../components/tiles';
import { useMorePages } from '../components/use-more-pages';
import { itemHref } from '../navigation/paths';
import { VIDEOS_PER_PAGE } from './page-loaders';

const asList = (list: VideoList) => ({ items: list.videos, page: list.pagination.page, pages: list.pagination.pages });

/** /category/:slug (data: categoryLoader): the category's newest videos; more from /api/categories/videos. */
export function Component() {
  const page = useLoaderData() as CategoryPage;
  const more = useMorePages(page, asList, async (n) =>
    asList(await postJson<VideoList>('/api/categories/videos', { channel: page.channel_slug, category: page.category_slug, page: n, limit: VIDEOS_PER_PAGE })),
  );
  return (
    <div className="content-pad">
      <h1 className="page-title">{page.header}</h1>
      <p className="meta">
        <Link to={itemHref('channel', page.channel_slug)} className="text-link">
          Back to the channel
        </Link>
        {' · '}
        {page.pagination.total} videos
      </p>
      {page.genres.length > 0 && (
        <ul className="chips" aria-label="Genres">
          {page.genres.map((g) => (
            <li key={g.id} className="chip static">
              {g.name}
            </li>
          ))}
        </ul>
      )}
      {more.items.length === 0 ? <p className="muted">No videos here yet.</p> : <TileGrid tiles={more.items.map(videoTile)} label={page.header} />}
      <MoreButton more={more} />
    </div>
  );
}
