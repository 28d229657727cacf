import type { StreamResponse } from '@grtv/machines';
import type Hls from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import type { PlayableKind } from '../navigation/paths';
import { levelPlan, lowestLevel, qualityLabel } from './choose-level';
import { readDataSaver, storeDataSaver } from './data-saver';
import { choosePlaybackEngine, detectPlaybackSupport, lowestVariantUrl } from './playback-engine';
import { readResumePosition, saveResumePosition } from './resume-positions';

/** How often the position is saved while playing (seconds of wall time). */
const SAVE_EVERY_MS = 5000;
export const PLAYBACK_FAILED = 'The video could not be played. Check your connection and try again.';
const NOT_SUPPORTED = 'This browser cannot play GRTV videos. Please try Chrome on Android or Safari on iPhone.';

export interface VideoPlayerProps {
  stream: StreamResponse;
  kind: PlayableKind;
  slug: string;
  poster: string;
  title: string;
  /** The catalogue's running time, to judge a saved position before the video knows its own. */
  durationSeconds?: number;
  onFailed: (message: string) => void;
}

/**
 * The player: hls.js (loaded here, and only here) or the browser's own HLS. It starts at the
 * cheapest rendition; the data saver holds it there, and without it hls.js adapts. A video resumes
 * where it was left (saved every few seconds and on pause); a live channel starts at the live edge.
 */
export function VideoPlayer({ stream, kind, slug, poster, title, durationSeconds = Number.NaN, onFailed }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const [dataSaver, setDataSaver] = useState(readDataSaver);
  const dataSaverRef = useRef(dataSaver);
  const [quality, setQuality] = useState('');
  const [engine, setEngine] = useState<'hls.js' | 'native' | 'none' | null>(null);
  const [nativeReloads, setNativeReloads] = useState(0);
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;

  // Attach the stream.
  useEffect(() => {
    const video = videoRef.current!;
    const chosen = choosePlaybackEngine(detectPlaybackSupport(video));
    setEngine(chosen);
    const startAt = stream.live ? -1 : readResumePosition(kind, slug, durationSeconds);
    let disposed = false;
    const play = () => void video.play().catch(() => {}); // refused autoplay: the controls are there

    if (chosen === 'none') {
      onFailedRef.current(NOT_SUPPORTED);
      return;
    }
    if (chosen === 'native') {
      void (async () => {
        let src = stream.url;
        if (dataSaverRef.current) {
          const master = await fetch(stream.url).then((r) => (r.ok ? r.text() : ''), () => '');
          src = lowestVariantUrl(master, stream.url) ?? stream.url;
        }
        if (disposed) return;
        video.src = src;
        video.addEventListener('loadedmetadata', () => {
          if (startAt > 0) video.currentTime = startAt;
          play();
        }, { once: true });
      })();
      const onError = () => onFailedRef.current(PLAYBACK_FAILED);
      video.addEventListener('error', onError);
      return () => {
        disposed = true;
        video.removeEventListener('error', onError);
        video.removeAttribute('src');
        video.load();
      };
    }

    void import('hls.js/light').then(({ default: HlsClass }) => {
      if (disposed) return;
      const hls = new HlsClass({
        autoStartLoad: false,
        capLevelToPlayerSize: true,
        // A small forward buffer: what is fetched but never watched is data paid for nothing.
        maxBufferLength: 20,
        maxMaxBufferLength: 40,
        backBufferLength: 30,
        ...(stream.live ? { liveDurationInfinity: true } : {}),
      });
      hlsRef.current = hls;
      let recoveredMedia = false;
      let retriedNetwork = false;
      hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
        const plan = levelPlan(hls.levels, dataSaverRef.current);
        if (plan.startLevel >= 0) hls.startLevel = plan.startLevel;
        hls.loadLevel = plan.lockedLevel;
        hls.startLoad(startAt);
        play();
      });
      hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => setQuality(qualityLabel(hls.levels[data.level])));
      hls.on(HlsClass.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
          recoveredMedia = true;
          hls.recoverMediaError();
        } else if (data.type === HlsClass.ErrorTypes.NETWORK_ERROR && !retriedNetwork && data.details !== 'manifestLoadError') {
          retriedNetwork = true;
          hls.startLoad();
        } else {
          onFailedRef.current(PLAYBACK_FAILED);
        }
      });
      hls.loadSource(stream.url);
      hls.attachMedia(video);
    }, () => !disposed && onFailedRef.current(PLAYBACK_FAILED));
    return () => {
      disposed = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
    // durationSeconds is only a hint for the saved position: a new stream (or, for the browser's own
    // player, a new data-saver choice) is what restarts the player.
  }, [stream.url, stream.live, kind, slug, nativeReloads]);

  // Remember the position: every few seconds while playing, on pause, when leaving, and at the end.
  useEffect(() => {
    if (stream.live) return;
    const video = videoRef.current!;
    let lastSaved = 0;
    const save = () => {
      if (video.currentTime > 0) saveResumePosition(kind, slug, video.currentTime, video.duration || durationSeconds);
    };
    const onTime = () => {
      if (Date.now() - lastSaved < SAVE_EVERY_MS) return;
      lastSaved = Date.now();
      save();
    };
    const onHidden = () => document.visibilityState === 'hidden' && save();
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', save);
    video.addEventListener('ended', save);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    return () => {
      save();
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', save);
      video.removeEventListener('ended', save);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
    };
  }, [stream.live, kind, slug, durationSeconds]);

  const changeDataSaver = (on: boolean) => {
    setDataSaver(on);
    dataSaverRef.current = on;
    storeDataSaver(on);
    const hls = hlsRef.current;
    // From the next segment: no flush, so nothing already downloaded is thrown away.
    if (hls) hls.nextLevel = on ? lowestLevel(hls.levels) : -1;
    // The browser's own player cannot switch renditions: reload the other playlist where it was.
    const video = videoRef.current;
    if (engine === 'native' && video) {
      if (!stream.live) saveResumePosition(kind, slug, video.currentTime, video.duration || durationSeconds);
      setNativeReloads((n) => n + 1);
    }
  };

  return (
    <div className="player">
      <div className="player-frame">
        <video ref={videoRef} className="video" poster={poster} controls playsInline preload="auto" aria-label={title} data-engine={engine ?? ''} />
      </div>
      <div className="player-bar">
        <label className="switch">
          <input type="checkbox" role="switch" checked={dataSaver} onChange={(event) => changeDataSaver(event.target.checked)} />
          <span className="switch-track" aria-hidden="true" />
          <span>Data saver</span>
        </label>
        {quality && <span className="quality" aria-live="polite">{quality}</span>}
      </div>
      <p className="help player-help">
        {dataSaver
          ? 'On: the lowest quality, about 90 MB an hour of mobile data.'
          : 'Off: the best quality your connection allows. This uses more data.'}
      </p>
    </div>
  );
}
