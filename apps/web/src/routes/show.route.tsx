import type { EpisodePage } from '@grtv/machines';
import { Link, useLoaderData } from 'react-router-dom';
import { postJson } from '../api/http';
import type { ShowPage } from '@grtv/machines';
import { EpisodeList } from '../components/episode-list';
import { PlayIcon } from '../components/icons';
import { MoreButton } from '../components/more-button';
import { Thumb } from '../components/thumb';
import { useMorePages } from '../components/use-more-pages';
import { MyListToggle } from '../flows/playlist/my-list-toggle';
import { itemHref, watchHref } from '../navigation/paths';
import { EPISODES_PER_PAGE } from './page-loaders';

const asList = (page: EpisodePage) => ({ items: page.data, page: page.page, pages: page.lastPage });

/** /show/:slug?season=N (data: showLoader): the show, its seasons, and a season's episodes; more from /api/episodes/season. */
export function Component() {
  const data = useLoaderData() as ShowPage;
  const { show, season, episodes } = data;
  const more = useMorePages(data, (d) => (d.episodes ? asList(d.episodes) : { items: [], page: 1, pages: 1 }), async (page) =>
    asList(await postJson<EpisodePage>('/api/episodes/season', { season_id: season!.id, page, limit: EPISODES_PER_PAGE })),
  );
  const first = episodes?.data[0];
  return (
    <div>
      <div className="hero">
        <Thumb src={show.thumbnail} shape="wide" eager />
      </div>
      <div className="content-pad">
        <h1 className="page-title">{show.title}</h1>
        <p className="meta">
          {show.year} · {show.age_rating === 'all' ? 'All ages' : `${show.age_rating}+`} · {show.genres.join(', ')}
        </p>
        <p className="description">{show.description}</p>
        {first && season && (
          <div className="actions-row">
            <Link to={watchHref('episode', first.slug)} className="button primary">
              <PlayIcon /> Play S{season.ordinal} E{first.ordinal}
            </Link>
            <MyListToggle key={first.id} item={{ episode_id: first.id, channel_id: null, category_id: null, video_id: null, show: show.slug }} />
          </div>
        )}
        {show.seasons.length > 1 && (
          <nav aria-label="Seasons" className="chips">
            {show.seasons.map((s) => (
              <Link
                key={s.id}
                to={`?season=${s.ordinal}`}
                replace
                preventScrollReset
                className="chip"
                aria-current={s.id === season?.id ? 'true' : undefined}
              >
                {s.title}
              </Link>
            ))}
          </nav>
        )}
        {season && (
          <section aria-label={`${season.title} episodes`}>
            <h2>
              {season.title} <span className="muted">· {season.episode_count} episodes</span>
            </h2>
            <EpisodeList episodes={more.items} />
            <MoreButton more={more} label="More episodes" />
          </section>
        )}
        <p>
          <Link to={itemHref('channel', show.channel_slug)} className="text-link">
            More from this channel
          </Link>
        </p>
      </div>
    </div>
  );
}
