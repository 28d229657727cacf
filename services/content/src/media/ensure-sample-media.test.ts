import { createLogger } from '@grtv/kit';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFakeHlsAsset } from '../testing/fake-hls-asset';
import { ensureSampleMedia } from './ensure-sample-media';
import { SAMPLE_ASSETS } from './sample-assets';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'grtv-ensure-media-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger({ name: 'test', level: 'info', destination: new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }) });
  return { logger, lines };
}

describe('ensureSampleMedia', () => {
  it('does nothing when every sample asset is there', async () => {
    const dir = tempDir();
    for (const asset of SAMPLE_ASSETS) writeFakeHlsAsset(dir, asset, 2);
    const { logger, lines } = capturingLogger();
    expect(await ensureSampleMedia(dir, { logger })).toBe('ready');
    expect(lines).toEqual([]);
  });

  it('runs the media script when an asset is missing, and reports a failing script', async () => {
    const dir = tempDir();
    const script = join(tempDir(), 'fake-make.sh');
    writeFileSync(script, `#!/usr/bin/env bash\nfor a in ${SAMPLE_ASSETS.join(' ')}; do mkdir -p "$1/$a"; echo '#EXTM3U' > "$1/$a/master.m3u8"; done\n`);
    chmodSync(script, 0o755);
    const { logger } = capturingLogger();
    expect(await ensureSampleMedia(dir, { logger, script })).toBe('made');
    expect(await ensureSampleMedia(dir, { logger, script })).toBe('ready');

    const failing = join(tempDir(), 'failing.sh');
    writeFileSync(failing, '#!/usr/bin/env bash\necho "disk full" >&2\nexit 3\n');
    const captured = capturingLogger();
    expect(await ensureSampleMedia(tempDir(), { logger: captured.logger, script: failing })).toBe('failed');
    expect(captured.lines.join('')).toContain('disk full');
  });

  it('says how to install ffmpeg when it is missing, and makes nothing', async () => {
    const path = process.env.PATH;
    process.env.PATH = tempDir();
    try {
      const { logger, lines } = capturingLogger();
      expect(await ensureSampleMedia(tempDir(), { logger })).toBe('no-ffmpeg');
      expect(lines.join('')).toContain('apt-get install -y ffmpeg');
    } finally {
      process.env.PATH = path;
    }
  });
});
