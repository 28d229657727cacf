import type { SearchResponse, SearchResult } from '@grtv/machines';
import { useEffect, useState } from 'react';
import { postJson } from '../api/http';
import { isFlowError } from '@grtv/machines';

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; text: string; results: SearchResult[]; total: number }
  | { status: 'done'; text: string; results: SearchResult[]; total: number }
  | { status: 'failed'; text: string; message: string };

/**
 * Results for `text` (null: nothing to search) from POST /api/search. A newer text aborts the
 * call still running for an older one, so a slow answer can never overwrite a newer one.
 */
export function useSearch(text: string | null, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    if (!text) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'searching', text, results: 'results' in previous ? previous.results : [], total: 'total' in previous ? previous.total : 0 }));
    postJson<SearchResponse>('/api/search', { text, offset: 0, limit }, { signal: controller.signal }).then(
      (answer) => setState({ status: 'done', text, results: answer.results, total: answer.total }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', text, message: isFlowError(error) ? error.message : 'Search is not available right now.' });
      },
    );
    return () => controller.abort();
  }, [text, limit]);
  return state;
}
