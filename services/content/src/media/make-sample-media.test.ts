import { findBinary } from '@grtv/kit';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAKE_SAMPLE_MEDIA_SCRIPT } from './ensure-sample-media';
import { parseMediaPlaylist } from './parse-media-playlist';
import { SAMPLE_LADDER } from './sample-assets';

const ffprobe = findBinary('ffprobe');
const out = mkdtempSync(join(tmpdir(), 'grtv-sample-media-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const make = () =>
  execFileSync('bash', [MAKE_SAMPLE_MEDIA_SCRIPT, out, 'test-asset', '0x2E8B57', 'GRTV Test'], {
    env: { ...process.env, SAMPLE_SECONDS: '6' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe.skipIf(!ffprobe)('make-sample-media.sh (needs ffmpeg and ffprobe: apt-get install -y ffmpeg)', () => {
  it('makes a master playlist listing the mobile ladder with bandwidth, resolution and codecs', () => {
    make();
    const master = readFileSync(join(out, 'test-asset', 'master.m3u8'), 'utf8');
    const variants = [...master.matchAll(/#EXT-X-STREAM-INF:([^\n]+)\n([^\n]+)/g)].map((m) => ({ attributes: m[1]!, uri: m[2]! }));
    expect(variants.map((v) => v.uri)).toEqual(SAMPLE_LADDER.map((r) => `${r.name}/index.m3u8`));
    for (const [i, rung] of SAMPLE_LADDER.entries()) {
      expect(variants[i]!.attributes).toContain(`RESOLUTION=${rung.width}x${rung.height}`);
      expect(variants[i]!.attributes).toMatch(/BANDWIDTH=\d+/);
      expect(variants[i]!.attributes).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
    }
    const bandwidths = variants.map((v) => Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(v.attributes)![1]));
    expect([...bandwidths].sort((a, b) => a - b)).toEqual(bandwidths);
    // BANDWIDTH is the measured peak: no segment needs more, so a slow link is not misled.
    for (const [i, rung] of SAMPLE_LADDER.entries()) {
      const folder = join(out, 'test-asset', rung.name);
      const peak = Math.max(...parseMediaPlaylist(readFileSync(join(folder, 'index.m3u8'), 'utf8')).map((s) => (statSync(join(folder, s.uri)).size * 8) / s.duration));
      expect(bandwidths[i]).toBeGreaterThanOrEqual(Math.floor(peak));
      expect(variants[i]!.attributes).toMatch(/AVERAGE-BANDWIDTH=\d+/);
    }
  });

  it('encodes each rendition at its resolution in H.264 and AAC, in 2-second segments', () => {
    for (const rung of SAMPLE_LADDER) {
      const folder = join(out, 'test-asset', rung.name);
      const segments = parseMediaPlaylist(readFileSync(join(folder, 'index.m3u8'), 'utf8'));
      expect(segments).toHaveLength(3);
      expect(segments.every((s) => Math.abs(s.duration - 2) < 0.05)).toBe(true);
      const probe = JSON.parse(
        execFileSync(ffprobe!, ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height,profile', '-of', 'json', join(folder, 'seg_001.ts')], { encoding: 'utf8' }),
      ) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number; profile?: string }[] };
      const video = probe.streams.find((s) => s.codec_type === 'video')!;
      expect(video).toMatchObject({ codec_name: 'h264', width: rung.width, height: rung.height });
      expect(video.profile).toMatch(rung.height <= 240 ? /Baseline/ : /Main/);
      expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    }
  });

  it('skips an asset that is already made', () => {
    const before = statSync(join(out, 'test-asset', '240p', 'seg_000.ts')).mtimeMs;
    expect(make()).toContain('already made, skipping');
    expect(statSync(join(out, 'test-asset', '240p', 'seg_000.ts')).mtimeMs).toBe(before);
    expect(readdirSync(out).filter((name) => name.startsWith('.making-'))).toEqual([]);
  });
});
