import type { ChannelsResponse } from '@grtv/machines';
import { Link, useLoaderData } from 'react-router-dom';
import { LiveIcon } from '../components/icons';
import { Thumb } from '../components/thumb';
import { itemHref } from '../navigation/paths';

/** /channels, Browse (data: channelsLoader): every channel, and the way to live TV. */
export function Component() {
  const { channels } = useLoaderData() as ChannelsResponse;
  return (
    <div className="content-pad">
      <h1 className="page-title">Browse</h1>
      <Link to="/live" className="live-banner">
        <LiveIcon />
        <span>
          <strong>Live TV</strong>
          <span className="muted">News, sport, music and comedy as it happens</span>
        </span>
      </Link>
      <ul className="channel-list">
        {channels.map((c) => (
          <li key={c.id}>
            <Link to={itemHref('channel', c.slug)} className="channel-card">
              <Thumb src={c.thumbnail} shape="wide" />
              <span className="channel-card-text">
                <span className="tile-title">{c.name}</span>
                <span className="tile-subtitle clamp-2">{c.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
