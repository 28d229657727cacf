import { Link, useLoaderData } from 'react-router-dom';
import type { EpisodeScreen } from '@grtv/machines';
import { EpisodeList } from '../components/episode-list';
import { PlayIcon } from '../components/icons';
import { Thumb } from '../components/thumb';
import { MyListToggle } from '../flows/playlist/my-list-toggle';
import { formatDuration } from '../format/format-duration';
import { itemHref, watchHref } from '../navigation/paths';

/** /episode/:slug (data: episodeLoader): the episode, Play, My List, and its neighbours in the season. */
export function Component() {
  const { episode, nearby, season_total } = useLoaderData() as EpisodeScreen;
  return (
    <div>
      <Link to={watchHref('episode', episode.slug)} className="hero hero-play" aria-label={`Play ${episode.title}`}>
        <Thumb src={episode.thumbnail} shape="wide" eager />
        <span className="play-badge" aria-hidden="true">
          <PlayIcon size={32} />
        </span>
      </Link>
      <div className="content-pad">
        <p className="eyebrow">
          <Link to={itemHref('show', episode.show_slug)} className="text-link">
            {episode.show_title}
          </Link>
        </p>
        <h1 className="page-title">{episode.title}</h1>
        <p className="meta">
          Season {episode.season_ordinal} · Episode {episode.ordinal} · {formatDuration(episode.duration_seconds)}
        </p>
        <p className="description">{episode.description}</p>
        <div className="actions-row">
          <Link to={watchHref('episode', episode.slug)} className="button primary">
            <PlayIcon /> Play
          </Link>
          <MyListToggle key={episode.id} item={{ episode_id: episode.id, video_id: null, channel_id: null, category_id: null, show: episode.show_slug }} />
        </div>
        <section aria-label={`More from season ${episode.season_ordinal}`}>
          <h2>More from Season {episode.season_ordinal}</h2>
          <EpisodeList episodes={nearby} current={episode.slug} />
          <Link to={`${itemHref('show', episode.show_slug)}?season=${episode.season_ordinal}`} className="button secondary wide">
            All {season_total} episodes
          </Link>
        </section>
      </div>
    </div>
  );
}
