import type { LiveLink } from '@grtv/machines';
import { Link } from 'react-router-dom';
import { itemHref } from '../navigation/paths';
import { Thumb } from './thumb';

/** Live channels as rows: picture with a LIVE badge, name, what is on now. */
export function LiveList({ links }: { links: LiveLink[] }) {
  return (
    <ul className="live-list">
      {links.map((l) => (
        <li key={l.id}>
          <Link to={itemHref('live', l.slug)} className="episode-row">
            <span className="tile-image episode-thumb">
              <Thumb src={l.thumbnail} shape="wide" />
              <span className="badge live">LIVE</span>
            </span>
            <span className="episode-text">
              <span className="tile-title">{l.title}</span>
              <span className="tile-subtitle">Now: {l.now_playing}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
