import type { Episode } from '@grtv/machines';
import { Link } from 'react-router-dom';
import { formatDuration } from '../format/format-duration';
import { itemHref } from '../navigation/paths';
import { Thumb } from './thumb';

/** Episodes as rows: picture, number and title, running time. The current one is marked. */
export function EpisodeList({ episodes, current }: { episodes: Episode[]; current?: string }) {
  return (
    <ol className="episode-list">
      {episodes.map((e) => (
        <li key={e.id}>
          <Link to={itemHref('episode', e.slug)} className="episode-row" aria-current={e.slug === current ? 'page' : undefined}>
            <Thumb src={e.thumbnail} shape="wide" className="episode-thumb" />
            <span className="episode-text">
              <span className="tile-title">
                {e.ordinal}. {e.title}
              </span>
              <span className="tile-subtitle">{formatDuration(e.duration_seconds)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
