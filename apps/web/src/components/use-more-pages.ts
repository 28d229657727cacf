import { isFlowError } from '@grtv/machines';
import { useEffect, useRef, useState } from 'react';

/** One page of a list: its items, its number (from 1) and how many pages there are. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pages: number;
}

/**
 * A list that grows by "Show more": starts with the page the loader brought and appends the next
 * ones on request (a phone scrolls, it does not page). Starts again when `first` changes.
 */
export function useMorePages<T>(first: ListPage<T>, fetchPage: (page: number) => Promise<ListPage<T>>) {
  const [state, setState] = useState({ first, items: first.items, page: first.page, pages: first.pages });
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  if (state.first !== first) setState({ first, items: first.items, page: first.page, pages: first.pages });
  useEffect(() => setMessage(null), [first]);

  const loadMore = async () => {
    if (loading || state.page >= state.pages) return;
    setLoading(true);
    setMessage(null);
    try {
      const next = await fetchRef.current(state.page + 1);
      setState((s) => (s.first === first ? { first, items: [...s.items, ...next.items], page: next.page, pages: next.pages } : s));
    } catch (error) {
      setMessage(isFlowError(error) ? error.message : 'More could not be loaded. Please try again.');
    } finally {
      setLoading(false);
    }
  };
  return { items: state.items, hasMore: state.page < state.pages, loading, message, loadMore };
}
