import type { Episode } from '@grtv/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loadPage } from '../api/load-page';
import type { EpisodeScreen, LiveChannelPage, VideoScreen } from '../api/page-types';
import { EpisodeList } from '../components/episode-list';
import { Thumb } from '../components/thumb';
import { SessionFlow, useSessionStatus } from '../flows/session/session-flow';
import { requestStream } from '../flows/watch/request-stream';
import { watchMachine } from '../flows/watch/watch.machine';
import { itemHref, type PlayableKind } from '../navigation/paths';
import { VideoPlayer } from '../watch/video-player';

/** What the watch screen shows around the player. */
interface WatchItem {
  kind: PlayableKind;
  slug: string;
  title: string;
  subtitle: string;
  poster: string;
  durationSeconds: number;
  /** Where the title's own page is. */
  detailsHref: string;
  upNext: Episode[];
}

/** /watch/:kind/:slug and /live/:slug: the item's details for the screen; the stream itself is asked for once the session is known. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<WatchItem> {
  const kind = params.kind ?? 'live';
  const slug = encodeURIComponent(params.slug ?? '');
  if (kind === 'episode') {
    const { episode, nearby } = await loadPage<EpisodeScreen>(`/api/content/episodes/${slug}`, request);
    return {
      kind,
      slug: episode.slug,
      title: episode.title,
      subtitle: `${episode.show_title} · S${episode.season_ordinal} E${episode.ordinal}`,
      poster: episode.thumbnail,
      durationSeconds: episode.duration_seconds,
      detailsHref: itemHref('episode', episode.slug),
      upNext: nearby.filter((e) => e.ordinal > episode.ordinal).slice(0, 5),
    };
  }
  if (kind === 'video') {
    const { video } = await loadPage<VideoScreen>(`/api/content/videos/${slug}`, request);
    return { kind, slug: video.slug, title: video.title, subtitle: video.genres.join(', '), poster: video.thumbnail, durationSeconds: video.duration_seconds, detailsHref: itemHref('video', video.slug), upNext: [] };
  }
  if (kind === 'live') {
    const { live_link } = await loadPage<LiveChannelPage>(`/api/content/live/channels/${slug}`, request);
    return { kind, slug: live_link.slug, title: live_link.title, subtitle: `Now: ${live_link.now_playing}`, poster: live_link.thumbnail, durationSeconds: Number.NaN, detailsHref: '/live', upNext: [] };
  }
  throw new Response(JSON.stringify({ message: 'There is nothing to watch at this address.' }), { status: 404, headers: { 'content-type': 'application/json' } });
}

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
