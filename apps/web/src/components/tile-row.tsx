import { Link } from 'react-router-dom';
import { TileCard, type TileCardProps } from './tile-card';

/** A titled row of tiles that scrolls sideways (snap per tile), as on every TV app. */
export function TileRow({ title, tiles, moreHref, poster = false }: { title: string; tiles: Array<TileCardProps & { key: string }>; moreHref?: string; poster?: boolean }) {
  if (tiles.length === 0) return null;
  return (
    <section className="row-section" aria-label={title}>
      <div className="section-head">
        <h2>{title}</h2>
        {moreHref && (
          <Link className="more-link" to={moreHref}>
            See all
          </Link>
        )}
      </div>
      <ul className={`tile-row${poster ? ' posters' : ''}`}>
        {tiles.map(({ key, ...tile }) => (
          <li key={key}>
            <TileCard {...tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Tiles two (or more, on wider screens) to a line. */
export function TileGrid({ tiles, label }: { tiles: Array<TileCardProps & { key: string }>; label?: string }) {
  return (
    <ul className="tile-grid" aria-label={label}>
      {tiles.map(({ key, ...tile }) => (
        <li key={key}>
          <TileCard {...tile} />
        </li>
      ))}
    </ul>
  );
}
