import { Link } from 'react-router-dom';
import { Thumb, type ThumbShape } from './thumb';

export interface TileCardProps {
  href: string;
  title: string;
  subtitle?: string | undefined;
  thumbnail: string;
  shape?: ThumbShape;
  /** A small label on the image (LIVE, a duration). */
  badge?: string | undefined;
}

/** A tappable tile: image, title (two lines at most) and an optional line under it. */
export function TileCard({ href, title, subtitle, thumbnail, shape = 'wide', badge }: TileCardProps) {
  return (
    <Link className="tile" to={href}>
      <span className="tile-image">
        <Thumb src={thumbnail} shape={shape} />
        {badge && <span className="badge">{badge}</span>}
      </span>
      <span className="tile-title">{title}</span>
      {subtitle && <span className="tile-subtitle">{subtitle}</span>}
    </Link>
  );
}
