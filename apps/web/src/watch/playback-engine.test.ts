import { describe, expect, it } from 'vitest';
import { choosePlaybackEngine, lowestVariantUrl } from './playback-engine';

describe('choosePlaybackEngine', () => {
  it('uses hls.js wherever Media Source Extensions exist, even when the browser claims HLS', () => {
    expect(choosePlaybackEngine({ mediaSource: true, nativeHls: '' })).toBe('hls.js');
    expect(choosePlaybackEngine({ mediaSource: true, nativeHls: 'maybe' })).toBe('hls.js');
  });
  it('uses the browser itself on an iPhone (HLS but no MSE), and nothing where neither exists', () => {
    expect(choosePlaybackEngine({ mediaSource: false, nativeHls: 'probably' })).toBe('native');
    expect(choosePlaybackEngine({ mediaSource: false, nativeHls: '' })).toBe('none');
  });
});

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-STREAM-INF:BANDWIDTH=620000,AVERAGE-BANDWIDTH=550000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=190000,BANDWIDTH=230000,RESOLUTION=256x144,CODECS="avc1.42c01e,mp4a.40.2"',
  '144p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=1800000,RESOLUTION=1280x720',
  '720p/index.m3u8',
].join('\n');

describe('lowestVariantUrl', () => {
  it('picks the cheapest variant by BANDWIDTH (not AVERAGE-BANDWIDTH) and keeps the signed path', () => {
    expect(lowestVariantUrl(MASTER, '/media/s/1700000000/abc/grtv-sunrise/master.m3u8')).toBe('/media/s/1700000000/abc/grtv-sunrise/144p/index.m3u8');
  });
  it('resolves against an absolute master URL too', () => {
    expect(lowestVariantUrl(MASTER, 'https://cdn.example/m/x/master.m3u8')).toBe('https://cdn.example/m/x/144p/index.m3u8');
  });
  it('answers null for a media playlist', () => {
    expect(lowestVariantUrl('#EXTM3U\n#EXTINF:2,\nseg_000.ts\n', '/m/index.m3u8')).toBeNull();
  });
});
