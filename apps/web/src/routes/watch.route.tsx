import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { EpisodeList } from '../components/episode-list';
import { Thumb } from '../components/thumb';
import { SessionFlow, useSessionStatus } from '../flows/session/session-flow';
import { requestStream } from '../flows/watch/request-stream';
import { watchMachine } from '@grtv/machines';
import { VideoPlayer } from '../watch/video-player';
import type { WatchItem } from './page-loaders';

/** /watch/:kind/:slug and /live/:slug (data: watchLoader). */
export function Component() {
  const item = useLoaderData() as WatchItem;
  return <Watch key={`${item.kind}:${item.slug}`} item={item} />;
}

function Watch({ item }: { item: WatchItem }) {
  const status = useSessionStatus();
  const session = SessionFlow.useActorRef();
  const logic = useMemo(() => watchMachine.provide({ actors: { streamRequest: fromPromise(({ input }) => requestStream(input)) } }), []);
  const [snapshot, send] = useMachine(logic, { input: { kind: item.kind, slug: item.slug } });
  useEffect(() => {
    if (status !== 'loading') send({ type: 'session.known', signedIn: status === 'authenticated' });
  }, [status, send]);
  // A signed-in person told SessionRequired: the server's session ended, so refresh ours.
  const subscribeRequired = snapshot.matches('subscribeRequired');
  useEffect(() => {
    if (subscribeRequired && status === 'authenticated') session.send({ type: 'session.refetch' });
  }, [subscribeRequired, status, session]);

  const { stream, message } = snapshot.context;
  return (
    <div className="watch" data-watch-state={String(snapshot.value)}>
      {snapshot.matches('playing') && stream ? (
        <VideoPlayer
          stream={stream}
          kind={item.kind}
          slug={item.slug}
          poster={item.poster}
          title={item.title}
          durationSeconds={item.durationSeconds}
          onFailed={(text) => send({ type: 'playback.failed', message: text })}
        />
      ) : (
        <>
          <div className="player-frame poster-frame">
            <Thumb src={item.poster} shape="wide" eager />
            <div className="player-cover">
              {(snapshot.matches('waitingForSession') || snapshot.matches('requestingStream')) && <span className="spinner" role="status" aria-label="Loading" />}
            </div>
          </div>
          {subscribeRequired && (
            <div className="watch-panel content-pad">
              <h2>Subscribe to watch</h2>
              <p>GRTV is R5 a day, R10 a week or R25 a month, billed to your Vodacom account. Your first day is free.</p>
              <Link to="/enter-number" className="button primary wide">
                Subscribe
              </Link>
              <Link to="/enter-number" className="text-link small">
                Already subscribed? Sign in with your number
              </Link>
            </div>
          )}
          {(snapshot.matches('paymentRequired') || snapshot.matches('failed')) && (
            <div className="watch-panel content-pad">
              <p role="alert" className="error-message">
                {message}
              </p>
              <button type="button" className="primary wide" onClick={() => send({ type: 'stream.retry' })}>
                Try again
              </button>
            </div>
          )}
        </>
      )}
      <div className="content-pad">
        <h1 className="page-title">{item.title}</h1>
        <p className="meta">
          {item.kind === 'live' && <span className="badge live inline">LIVE</span>} {item.subtitle}
        </p>
        <p>
          <Link to={item.detailsHref} className="text-link">
            {item.kind === 'live' ? 'All live channels' : 'Details'}
          </Link>
        </p>
        {item.upNext.length > 0 && (
          <section aria-label="Up next">
            <h2>Up next</h2>
            <EpisodeList episodes={item.upNext} />
          </section>
        )}
      </div>
    </div>
  );
}
