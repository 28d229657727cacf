import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGrtv, type RunningGrtv } from './start-grtv';

export interface DisposableGrtv extends RunningGrtv {
  /** Stops everything and removes the temporary data directory. */
  dispose(): Promise<void>;
}

/**
 * The whole of GRTV as `npm start` runs it, but on free ports with a private Redis and a fresh
 * PGlite in a temporary directory: for tests, benchmarks and local scripts. `env` adds to or
 * overrides that (e.g. WEB_DIST, MEDIA_DIR, HE_MSISDN).
 */
export async function startDisposableGrtv(env: Record<string, string | undefined> = {}): Promise<DisposableGrtv> {
  const dataDir = mkdtempSync(join(tmpdir(), 'grtv-'));
  try {
    const grtv = await startGrtv({
      PATH: process.env.PATH,
      PORT: '0',
      CARRIER_PORT: '0',
      CONTENT_PORT: '0',
      HE_PROXY_PORT: '0',
      PRIVATE_REDIS_PORT: '0',
      DATA_DIR: dataDir,
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
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
