import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CloseIcon, SearchIcon } from '../components/icons';
import { useOverlay } from '../layouts/use-overlay';
import { useDialogBehaviour } from '../layouts/use-dialog-behaviour';
import { SEARCH_DEBOUNCE_MS, searchText } from './search-query';
import { SearchResultList } from './search-result-list';
import { useDebouncedValue } from './use-debounced-value';
import { useSearch } from './use-search';

const OVERLAY_RESULTS = 12;

/** The search overlay: searches as you type (after a pause), shows tiles, Enter opens every result. */
export default function SearchOverlay() {
  const { close } = useOverlay();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(searchText(typed), SEARCH_DEBOUNCE_MS);
  const state = useSearch(text, OVERLAY_RESULTS);
  useDialogBehaviour(close);
  useEffect(() => {
    document.getElementById('search-input')?.focus();
  }, []);
  const allHref = text ? `/search?q=${encodeURIComponent(text)}` : null;

  return (
    <div className="overlay search-overlay" role="dialog" aria-modal="true" aria-label="Search">
      <form
        className="search-bar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const q = searchText(typed);
          if (q) navigate(`/search?q=${encodeURIComponent(q)}`, { replace: true });
        }}
      >
        <SearchIcon />
        <label htmlFor="search-input" className="visually-hidden">
          Search shows, episodes, videos and channels
        </label>
        <input
          id="search-input"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Search shows, videos, channels"
          maxLength={100}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="button" className="icon-button" aria-label="Close search" onClick={close}>
          <CloseIcon />
        </button>
      </form>
      <div className="overlay-body" aria-live="polite">
        {state.status === 'idle' && <p className="muted center">Type at least two letters to search.</p>}
        {state.status === 'failed' && (
          <p role="alert" className="error center">
            {state.message}
          </p>
        )}
        {(state.status === 'searching' || state.status === 'done') && (
          <>
            {state.status === 'searching' && state.results.length === 0 && <p className="muted center">Searching…</p>}
            {state.status === 'done' && state.results.length === 0 && <p className="muted center">Nothing found for “{state.text}”.</p>}
            <SearchResultList results={state.results} replace />
            {allHref && state.total > state.results.length && (
              <Link className="button secondary wide" to={allHref} replace>
                See all {state.total} results
              </Link>
            )}
          </>
        )}
      </div>
    </div>
  );
}
