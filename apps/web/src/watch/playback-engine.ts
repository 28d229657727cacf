/** How a phone plays HLS: hls.js over Media Source Extensions, the browser itself, or not at all. */
export type PlaybackEngine = 'hls.js' | 'native' | 'none';

export interface PlaybackSupport {
  /** Media Source Extensions (or Safari's ManagedMediaSource) can take H.264/AAC. */
  mediaSource: boolean;
  /** `video.canPlayType('application/vnd.apple.mpegurl')`: '', 'maybe' or 'probably'. */
  nativeHls: string;
}

/**
 * hls.js wherever Media Source Extensions exist: it lets the data saver hold the lowest rendition,
 * and it behaves the same on every Android phone (Chrome now also answers 'maybe' for HLS, but
 * its native player cannot be held to a rendition). Without MSE (iPhone Safari) the browser's own
 * HLS plays, and hls.js is never downloaded.
 */
export function choosePlaybackEngine(support: PlaybackSupport): PlaybackEngine {
  if (support.mediaSource) return 'hls.js';
  if (support.nativeHls) return 'native';
  return 'none';
}

/** What this browser supports, read once the video element exists. */
export function detectPlaybackSupport(video: HTMLVideoElement): PlaybackSupport {
  const scope = window as unknown as { MediaSource?: typeof MediaSource; ManagedMediaSource?: typeof MediaSource };
  const source = scope.ManagedMediaSource ?? scope.MediaSource;
  const codecs = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';
  return {
    mediaSource: Boolean(source && typeof source.isTypeSupported === 'function' && source.isTypeSupported(codecs)),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl'),
  };
}

/**
 * For the browser's own HLS with data saver on: the URL of the cheapest variant in a master
 * playlist (by BANDWIDTH), resolved against the master's URL; null when it lists none.
 */
export function lowestVariantUrl(master: string, masterUrl: string): string | null {
  const lines = master.split(/\r?\n/).map((l) => l.trim());
  let best: { bandwidth: number; uri: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const bandwidth = Number(/(?:^|[:,])BANDWIDTH=(\d+)/.exec(line)?.[1] ?? Number.NaN);
    const uri = lines.slice(i + 1).find((l) => l && !l.startsWith('#'));
    if (!uri || !Number.isFinite(bandwidth)) continue;
    if (!best || bandwidth < best.bandwidth) best = { bandwidth, uri };
  }
  return best ? new URL(best.uri, new URL(masterUrl, 'http://localhost')).toString().replace(/^http:\/\/localhost/, '') : null;
}
