import type { SearchResult } from '@grtv/machines';
import { Link } from 'react-router-dom';
import { Thumb } from '../components/thumb';
import { itemHref } from '../navigation/paths';

const TYPE_LABEL: Record<SearchResult['type'], string> = { show: 'Show', episode: 'Episode', video: 'Video', channel: 'Channel', category: 'Category' };

/** Search results as rows: a small image, the title and what it is. */
export function SearchResultList({ results, replace = false }: { results: SearchResult[]; replace?: boolean }) {
  return (
    <ul className="result-list">
      {results.map((r) => (
        <li key={`${r.type}:${r.id}`}>
          <Link className="result" to={itemHref(r.type, r.slug)} replace={replace}>
            <Thumb src={r.thumbnail} shape="wide" className="result-thumb" />
            <span className="result-text">
              <span className="result-title">{r.title}</span>
              <span className="result-subtitle">
                {TYPE_LABEL[r.type]}
                {r.subtitle && r.subtitle !== TYPE_LABEL[r.type] ? ` · ${r.subtitle}` : ''}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
