import { createLogger, findBinary, type Logger } from '@grtv/kit';
import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_ASSETS } from './sample-assets';

/** infra/media/make-sample-media.sh in this repository. */
export const MAKE_SAMPLE_MEDIA_SCRIPT = fileURLToPath(new URL('../../../../infra/media/make-sample-media.sh', import.meta.url));

export type SampleMediaStatus = 'ready' | 'made' | 'no-ffmpeg' | 'failed';

/**
 * Makes the sample HLS assets under `dir` when any is missing: runs the media script (about ten
 * seconds an asset on two cores). Without ffmpeg it only logs how to install it; videos then
 * answer 503 until the media exists.
 */
export async function ensureSampleMedia(dir: string, options: { logger?: Logger; script?: string } = {}): Promise<SampleMediaStatus> {
  const logger = options.logger ?? createLogger({ name: 'content-media' });
  const missing: string[] = [];
  for (const asset of SAMPLE_ASSETS) {
    try {
      await access(join(dir, asset, 'master.m3u8'));
    } catch {
      missing.push(asset);
    }
  }
  if (missing.length === 0) return 'ready';
  if (!findBinary('ffmpeg')) {
    logger.warn(`sample media is missing (${missing.join(', ')}) and ffmpeg is not installed: install it with "apt-get install -y ffmpeg" and restart; until then videos cannot play`);
    return 'no-ffmpeg';
  }
  logger.info({ dir, missing }, 'making sample HLS media with ffmpeg');
  const started = Date.now();
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn('bash', [options.script ?? MAKE_SAMPLE_MEDIA_SCRIPT, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-2000)));
    child.on('error', (error) => resolve({ code: null, stderr: error.message }));
    child.on('close', (code) => resolve({ code, stderr }));
  });
  if (code !== 0) {
    logger.error({ code, stderr: stderr.trim() }, 'making sample media failed');
    return 'failed';
  }
  logger.info({ dir, ms: Date.now() - started }, 'sample HLS media ready');
  return 'made';
}
