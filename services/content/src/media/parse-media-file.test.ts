import { describe, expect, it } from 'vitest';
import { parseMediaFile } from './parse-media-file';

describe('parseMediaFile', () => {
  it('accepts a master and rendition files with their HLS content types', () => {
    expect(parseMediaFile('master.m3u8')).toMatchObject({ rendition: null, contentType: 'application/vnd.apple.mpegurl' });
    expect(parseMediaFile('240p/seg_003.ts')).toMatchObject({ rendition: '240p', name: 'seg_003.ts', contentType: 'video/mp2t' });
    expect(parseMediaFile('720p/seg_1.m4s')!.contentType).toBe('video/iso.segment');
  });

  it.each(['../secret.ts', '240p/../../x.ts', '/etc/passwd', '.env', '240p/.hidden.ts', 'a/b/c.ts', 'seg.ts\0.m3u8', 'index.html', 'noext', '240p/', '', 'a..b.ts'])(
    'refuses %j',
    (file) => expect(parseMediaFile(file)).toBeNull(),
  );
});
