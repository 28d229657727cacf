import type { PlaylistSegment } from './parse-media-playlist';

export interface LivePlaylistInput {
  /** The looping asset's segments, in order. */
  segments: PlaylistSegment[];
  nowMs: number;
  /** The nominal segment length in seconds: the clock advances one media sequence number per segment. */
  segmentSeconds: number;
  /** How many segments the sliding window lists. */
  window: number;
}

/**
 * A live HLS media playlist over a looping VOD asset. The newest listed segment is number
 * `floor(now / segmentSeconds)`; the window's first one is `#EXT-X-MEDIA-SEQUENCE`. Segment `n`
 * plays the asset's segment `n mod N`; each wrap back to the asset's start is a discontinuity
 * (timestamps restart), tagged `#EXT-X-DISCONTINUITY` and counted by `#EXT-X-DISCONTINUITY-SEQUENCE`
 * (the wraps before the window's first segment). No `#EXT-X-ENDLIST`: the stream never ends.
 */
export function buildLivePlaylist(input: LivePlaylistInput): string {
  const count = input.segments.length;
  if (count === 0) throw new Error('a live playlist needs at least one segment');
  const edge = Math.floor(input.nowMs / 1000 / input.segmentSeconds);
  const first = Math.max(0, edge - input.window + 1);
  const target = Math.max(1, Math.ceil(Math.max(input.segmentSeconds, ...input.segments.map((s) => s.duration))));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (let n = first; n <= edge; n++) {
    const segment = input.segments[n % count]!;
    const wraps = n % count === 0 && n !== first;
    if (wraps) lines.push('#EXT-X-DISCONTINUITY');
    if (n === first || wraps) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(n * input.segmentSeconds * 1000).toISOString()}`);
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, segment.uri);
  }
  return `${lines.join('\n')}\n`;
}
