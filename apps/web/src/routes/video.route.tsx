import { Link, useLoaderData } from 'react-router-dom';
import type { VideoScreen } from '@grtv/machines';
import { PlayIcon } from '../components/icons';
import { Thumb } from '../components/thumb';
import { TileGrid } from '../components/tile-row';
import { videoTile } from '../components/tiles';
import { MyListToggle } from '../flows/playlist/my-list-toggle';
import { formatDate, formatDuration } from '../format/format-duration';
import { itemHref, watchHref } from '../navigation/paths';

/** /video/:slug (data: videoLoader): the video, Play, My List, and more from its category. */
export function Component() {
  const { video, related } = useLoaderData() as VideoScreen;
  return (
    <div>
      <Link to={watchHref('video', video.slug)} className="hero hero-play" aria-label={`Play ${video.title}`}>
        <Thumb src={video.thumbnail} shape="wide" eager />
        <span className="play-badge" aria-hidden="true">
          <PlayIcon size={32} />
        </span>
      </Link>
      <div className="content-pad">
        <h1 className="page-title">{video.title}</h1>
        <p className="meta">
          {formatDuration(video.duration_seconds)} · {formatDate(video.published_at)} · {video.genres.join(', ')}
        </p>
        <p className="description">{video.description}</p>
        <div className="actions-row">
          <Link to={watchHref('video', video.slug)} className="button primary">
            <PlayIcon /> Play
          </Link>
          <MyListToggle key={video.id} item={{ video_id: video.id, episode_id: null, channel_id: null, category_id: null }} />
        </div>
        <p className="links-line">
          <Link to={itemHref('category', video.category_slug)} className="text-link">
            More in this category
          </Link>
          <Link to={itemHref('channel', video.channel_slug)} className="text-link">
            Go to the channel
          </Link>
        </p>
        {related.length > 0 && (
          <section aria-label="More like this">
            <h2>More like this</h2>
            <TileGrid tiles={related.map(videoTile)} label="More like this" />
          </section>
        )}
      </div>
    </div>
  );
}
