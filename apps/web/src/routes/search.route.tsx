import type { SearchResponse } from '@grtv/machines';
import { Form, useLoaderData } from 'react-router-dom';
import { postJson } from '../api/http';
import { MoreButton } from '../components/more-button';
import { useMorePages } from '../components/use-more-pages';
import { SearchResultList } from '../search/search-result-list';
import { RESULTS_PER_PAGE, type SearchPage } from './page-loaders';

const pagesOf = (total: number) => Math.ceil(total / RESULTS_PER_PAGE);

/** /search?q= (data: searchLoader): every result for the text, twenty at a time. */
export function Component() {
  const data = useLoaderData() as SearchPage;
  const { text, answer, message } = data;
  const more = useMorePages(data, (d) => ({ items: d.answer?.results ?? [], page: 1, pages: pagesOf(d.answer?.total ?? 0) }), async (page) => {
    const next = await postJson<SearchResponse>('/api/search', { text, offset: (page - 1) * RESULTS_PER_PAGE, limit: RESULTS_PER_PAGE });
    return { items: next.results, page, pages: pagesOf(next.total) };
  });
  return (
    <div className="content-pad">
      <h1 className="page-title">Search</h1>
      <Form method="get" role="search" className="search-form">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search shows, episodes, videos and channels
        </label>
        <input id="search-page-input" name="q" type="search" enterKeyHint="search" defaultValue={text ?? ''} key={text} maxLength={100} placeholder="Search shows, videos, channels" />
        <button type="submit" className="primary">
          Search
        </button>
      </Form>
      {message && (
        <p role="alert" className="error">
          {message}
        </p>
      )}
      {answer && (
        <>
          <p className="muted">
            {answer.total === 0 ? `Nothing found for “${text}”.` : `${answer.total} result${answer.total === 1 ? '' : 's'} for “${text}”`}
          </p>
          <SearchResultList results={more.items} />
          <MoreButton more={more} label="More results" />
        </>
      )}
    </div>
  );
}
