import type { LiveCategoryResponse } from '@grtv/machines';
import { Link, useLoaderData } from 'react-router-dom';
import { LiveList } from '../components/live-list';

/** /live/category/:slug (data: liveCategoryLoader): the live channels of one category. */
export function Component() {
  const { live_category, category_links } = useLoaderData() as LiveCategoryResponse;
  return (
    <div className="content-pad">
      <p className="eyebrow">
        <Link to="/live" className="text-link">
          Live TV
        </Link>
      </p>
      <h1 className="page-title">{live_category.name}</h1>
      {category_links.length === 0 ? <p className="muted">Nothing live in {live_category.name} right now.</p> : <LiveList links={category_links} />}
    </div>
  );
}
