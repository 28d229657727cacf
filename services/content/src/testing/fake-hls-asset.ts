import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_LADDER } from '../media/sample-assets';

/**
 * Writes an HLS asset's files without ffmpeg (tests of serving and live playlists): a master over
 * the sample ladder and, per rendition, a VOD playlist of `segments` two-second segments whose bytes
 * name the asset, rendition and index.
 */
export function writeFakeHlsAsset(dir: string, asset: string, segments = 8): void {
  const master = ['#EXTM3U', '#EXT-X-VERSION:6'];
  for (const rung of SAMPLE_LADDER) {
    master.push(`#EXT-X-STREAM-INF:BANDWIDTH=${rung.height * 1000},RESOLUTION=${rung.width}x${rung.height},CODECS="avc1.42c01e,mp4a.40.2"`, `${rung.name}/index.m3u8`);
    const folder = join(dir, asset, rung.name);
    mkdirSync(folder, { recursive: true });
    const playlist = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
    for (let i = 0; i < segments; i++) {
      const name = `seg_${String(i).padStart(3, '0')}.ts`;
      playlist.push('#EXTINF:2.000000,', name);
      writeFileSync(join(folder, name), `${asset}/${rung.name}/${i}`);
    }
    playlist.push('#EXT-X-ENDLIST');
    writeFileSync(join(folder, 'index.m3u8'), `${playlist.join('\n')}\n`);
  }
  writeFileSync(join(dir, asset, 'master.m3u8'), `${master.join('\n')}\n`);
}
