import { describe, expect, it } from 'vitest';
import { buildLivePlaylist } from './build-live-playlist';
import { parseMediaPlaylist } from './parse-media-playlist';

const segments = Array.from({ length: 4 }, (_, i) => ({ uri: `seg_00${i}.ts`, duration: 2 }));
const build = (nowMs: number) => buildLivePlaylist({ segments, nowMs, segmentSeconds: 2, window: 3 });
const uris = (playlist: string) => playlist.split('\n').filter((l) => l.endsWith('.ts'));

describe('buildLivePlaylist', () => {
  it('lists the newest segments up to the clock, with the window start as media sequence', () => {
    const playlist = build(21_000); // edge = floor(21 / 2) = 10
    expect(playlist).toContain('#EXT-X-MEDIA-SEQUENCE:8\n');
    expect(uris(playlist)).toEqual(['seg_000.ts', 'seg_001.ts', 'seg_002.ts']); // 8, 9, 10 mod 4
    expect(playlist).toContain('#EXT-X-TARGETDURATION:2\n');
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME:1970-01-01T00:00:16.000Z');
  });

  it('advances one sequence number per segment duration', () => {
    expect(build(22_999)).toContain('#EXT-X-MEDIA-SEQUENCE:9\n');
    expect(build(23_000)).toContain('#EXT-X-MEDIA-SEQUENCE:9\n');
    expect(build(24_000)).toContain('#EXT-X-MEDIA-SEQUENCE:10\n');
  });

  it('tags the wrap to the loop start as a discontinuity and counts earlier wraps', () => {
    const playlist = build(19_000); // edge 9: segments 7, 8, 9 -> seg 3, 0, 1
    expect(uris(playlist)).toEqual(['seg_003.ts', 'seg_000.ts', 'seg_001.ts']);
    expect(playlist).toContain('seg_003.ts\n#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME');
    expect(playlist).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1\n'); // segment 7 is in loop 1
    const next = build(21_000); // window starts at 8, the wrap itself: counted, not tagged
    expect(next).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:2\n');
    expect(next.match(/#EXT-X-DISCONTINUITY\n/g)).toBeNull();
  });
});

describe('parseMediaPlaylist', () => {
  it('reads segment URIs and durations of a VOD playlist', () => {
    const text = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000000,\nseg_000.ts\n#EXTINF:1.5,\r\nseg_001.ts\n#EXT-X-ENDLIST\n';
    expect(parseMediaPlaylist(text)).toEqual([
      { uri: 'seg_000.ts', duration: 2 },
      { uri: 'seg_001.ts', duration: 1.5 },
    ]);
  });
});
