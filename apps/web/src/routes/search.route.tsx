import type { SearchResponse } from '@grtv/machines';
import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { postJson } from '../api/http';
import { MoreButton } from '../components/more-button';
import { useMorePages } from '../components/use-more-pages';
import { searchText } from '../search/search-query';
import { SearchResultList } from '../search/search-result-list';

const RESULTS_PER_PAGE = 20;

interface SearchPage {
  text: string | null;
  answer: SearchResponse | null;
  message: string | null;
}

/** /search?q=: every result for the text, twenty at a time. */
export async function loader({ request }: LoaderFunctionArgs): Promise<SearchPage> {
  const text = searchText(new URL(request.url).searchParams.get('q') ?? '');
  if (!text) return { text: null, answer: null, message: null };
  try {
    return { text, answer: await postJson<SearchResponse>('/api/search', { text, offset: 0, limit: RESULTS_PER_PAGE }, { signal: request.signal }), message: null };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { text, answer: null, message: (error as { message?: string }).message ?? 'Search is not available right now.' };
  }
}

const pagesOf = (total: number) => Math.ceil(total / RESULTS_PER_PAGE);

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
