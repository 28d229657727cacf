import { startGrtv, type RunningGrtv } from '@grtv/launcher';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const WEB_DIST = resolve(import.meta.dirname, '../apps/web/dist');
/** The sample media `npm start` makes: shared by test runs (making it takes ~20 s). */
const SHARED_MEDIA = resolve(import.meta.dirname, '../.data/media');

export interface TestGrtv extends RunningGrtv {
  /** Stops everything and removes the temporary data directory. */
  dispose(): Promise<void>;
}

/**
 * The whole of GRTV as `npm start` runs it, on free ports, a private Redis and a fresh PGlite in a
 * temporary directory, serving the built web app.
 */
export async function startTestGrtv(env: Record<string, string> = {}): Promise<TestGrtv> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`The web app is not built at ${WEB_DIST}: run npm run build -w apps/web (npm test does this).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'grtv-e2e-'));
  const grtv = await startGrtv({
    PATH: process.env.PATH,
    PORT: '0',
    CARRIER_PORT: '0',
    CONTENT_PORT: '0',
    HE_PROXY_PORT: '0',
    PRIVATE_REDIS_PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST,
    MEDIA_DIR: SHARED_MEDIA,
    LOG_LEVEL: 'warn',
    ...env,
  });
  return {
    ...grtv,
    dispose: async () => {
      await grtv.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
