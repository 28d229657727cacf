import type { PlaylistEntry, PlaylistResponse } from '@grtv/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { postJson } from '../api/http';
import { MoreButton } from '../components/more-button';
import { Thumb } from '../components/thumb';
import { useMorePages } from '../components/use-more-pages';
import { browserPlaylistMachine } from '../flows/playlist/browser-playlist-machine';
import { SessionFlow, useSessionStatus } from '../flows/session/session-flow';
import { itemHref } from '../navigation/paths';
import { ITEMS_PER_PAGE, type MyListPage } from './page-loaders';

const asList = (list: PlaylistResponse) => ({ items: list.videos, page: list.pagination.page, pages: list.pagination.pages });

/** /my-list (data: myListLoader): the list with Remove and Undo; a visitor is asked to subscribe. */
export function Component() {
  const data = useLoaderData() as MyListPage;
  const status = useSessionStatus();
  const revalidator = useRevalidator();
  // Signing in or out while here (the profile modal, another tab) changes whose list this is. The
  // session becoming known at start changes nothing: the loader already asked with the cookie.
  const seen = useRef<typeof status | null>(null);
  useEffect(() => {
    if (status === 'loading') return;
    if (seen.current !== null && seen.current !== status) revalidator.revalidate();
    seen.current = status;
  }, [status, revalidator]);
  return (
    <div className="content-pad">
      <h1 className="page-title">My List</h1>
      {data.signedIn ? <List list={data.list} /> : <VisitorList />}
    </div>
  );
}

function VisitorList() {
  return (
    <div className="empty">
      <p>Subscribe to keep the shows and videos you want to watch in one place.</p>
      <Link to="/enter-number" className="button primary">
        Subscribe
      </Link>
    </div>
  );
}

function List({ list }: { list: PlaylistResponse }) {
  const more = useMorePages(list, asList, async (page) => asList(await postJson<PlaylistResponse>('/api/playlist', { channel: '', page, limit: ITEMS_PER_PAGE })));
  if (more.items.length === 0) {
    return (
      <div className="empty">
        <p>Your list is empty. Tap My List on an episode or a video to keep it here.</p>
        <Link to="/" className="button secondary">
          Find something to watch
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="muted">
        {list.pagination.total} item{list.pagination.total === 1 ? '' : 's'}
      </p>
      <ul className="my-list-items">
        {more.items.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ul>
      <MoreButton more={more} />
    </>
  );
}

/** One row, with Remove (and Undo) run by the playlist machine; its status is known: it is in the list. */
function Entry({ entry }: { entry: PlaylistEntry }) {
  const session = SessionFlow.useActorRef();
  const logic = useMemo(() => browserPlaylistMachine({ visitor: false, knownStatus: true, onSessionRequired: () => session.send({ type: 'session.required' }) }), [session]);
  const [snapshot, send] = useMachine(logic, { input: { item: entry.item } });
  const removed = snapshot.matches('notInList') || snapshot.matches('adding');
  const busy = snapshot.matches('adding') || snapshot.matches('removing') || snapshot.matches('loading');
  return (
    <li className={removed ? 'my-list-entry removed' : 'my-list-entry'} data-state={String(snapshot.value)}>
      <Link to={itemHref(entry.type, entry.slug)} className="episode-row">
        <Thumb src={entry.thumbnail} shape="wide" className="episode-thumb" />
        <span className="episode-text">
          <span className="tile-title">{entry.title}</span>
          <span className="tile-subtitle">{removed ? 'Removed from My List' : entry.subtitle}</span>
        </span>
      </Link>
      <button
        type="button"
        className="secondary small-button"
        disabled={busy}
        onClick={() => send({ type: 'playlist.toggle' })}
        aria-label={removed ? `Undo removing ${entry.title}` : `Remove ${entry.title} from My List`}
      >
        {removed ? 'Undo' : 'Remove'}
      </button>
      {snapshot.context.message && (
        <p role="alert" className="error">
          {snapshot.context.message}
        </p>
      )}
    </li>
  );
}
