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
 * ones on request (a phone scrolls, it does not page). `source` is the loader's data (stable
 * until the loader runs again): the list starts again when it changes.
 */
export function useMorePages<S, T>(source: S, firstPage: (source: S) => ListPage<T>, fetchPage: (page: number) => Promise<ListPage<T>>) {
  const start = () => ({ source, ...firstPage(source) });
  const [state, setState] = useState(start);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  if (state.source !== source) setState(start());
  useEffect(() => setMessage(null), [source]);

  const loadMore = async () => {
    if (loading || state.page >= state.pages) return;
    setLoading(true);
    setMessage(null);
    try {
      const next = await fetchRef.current(state.page + 1);
      setState((s) => (s.source === source ? { source, items: [...s.items, ...next.items], page: next.page, pages: next.pages } : s));
    } catch (error) {
      setMessage(isFlowError(error) ? error.message : 'More could not be loaded. Please try again.');
    } finally {
      setLoading(false);
    }
  };
  return { items: state.items, hasMore: state.page < state.pages, loading, message, loadMore };
}
