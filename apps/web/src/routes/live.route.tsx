import type { LiveData } from '@grtv/machines';
import { Link, useLoaderData } from 'react-router-dom';
import { LiveList } from '../components/live-list';
import { Thumb } from '../components/thumb';

/** /live (data: liveLoader): the live header, every live channel and the live categories. */
export function Component() {
  const { live_header, live_links, live_categories } = useLoaderData() as LiveData;
  return (
    <div>
      <div className="hero">
        <Thumb src={live_header.image} shape="banner" eager />
      </div>
      <div className="content-pad">
        <h1 className="page-title">{live_header.title}</h1>
        <p className="muted">{live_header.description}</p>
        <nav aria-label="Live categories" className="chips">
          {live_categories.map((c) => (
            <Link key={c.id} to={`/live/category/${encodeURIComponent(c.slug)}`} className="chip">
              {c.name}
            </Link>
          ))}
        </nav>
        <h2>On now</h2>
        <LiveList links={live_links} />
      </div>
    </div>
  );
}
