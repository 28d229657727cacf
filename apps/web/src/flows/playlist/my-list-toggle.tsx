import type { PlaylistStatusRequest } from '@grtv/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { CheckIcon, PlusIcon } from '../../components/icons';
import { SessionFlow, useSessionStatus } from '../session/session-flow';
import { browserPlaylistMachine } from './browser-playlist-machine';

/**
 * The My List button of an episode or video, run by the shared playlist machine: its status is
 * fetched, then a tap adds or removes it. A visitor's tap leads to /enter-number (requireSession).
 */
export function MyListToggle({ item }: { item: PlaylistStatusRequest }) {
  const status = useSessionStatus();
  if (status === 'loading') {
    return (
      <button type="button" className="secondary my-list-toggle" disabled>
        <PlusIcon /> My List
      </button>
    );
  }
  // A new machine when the session changes (signed in or out): the status differs per user.
  return <Toggle key={status} item={item} visitor={status === 'unauthenticated'} />;
}

function Toggle({ item, visitor }: { item: PlaylistStatusRequest; visitor: boolean }) {
  const session = SessionFlow.useActorRef();
  const logic = useMemo(() => browserPlaylistMachine({ visitor, onSessionRequired: () => session.send({ type: 'session.required' }) }), [visitor, session]);
  const [snapshot, send] = useMachine(logic, { input: { item } });
  const inList = snapshot.matches('inList') || snapshot.matches('removing');
  const busy = snapshot.matches('loading') || snapshot.matches('adding') || snapshot.matches('removing');

  if (snapshot.matches('failed')) {
    return (
      <div className="my-list-failed">
        <button type="button" className="secondary my-list-toggle" onClick={() => send({ type: 'playlist.retry' })}>
          Try My List again
        </button>
        {snapshot.context.message && (
          <p role="alert" className="error">
            {snapshot.context.message}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="my-list">
      <button
        type="button"
        className={inList ? 'secondary my-list-toggle in-list' : 'secondary my-list-toggle'}
        aria-pressed={inList}
        disabled={busy}
        data-state={String(snapshot.value)}
        onClick={() => send({ type: 'playlist.toggle' })}
      >
        {inList ? <CheckIcon /> : <PlusIcon />}
        {inList ? 'In My List' : 'My List'}
      </button>
      {snapshot.context.message && (
        <p role="alert" className="error">
          {snapshot.context.message}
        </p>
      )}
    </div>
  );
}
