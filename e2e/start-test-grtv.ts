import { startDisposableGrtv, type DisposableGrtv } from '@grtv/launcher';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const WEB_DIST = resolve(import.meta.dirname, '../apps/web/dist');
/** The sample media `npm start` makes: shared by test runs (making it takes ~20 s). */
const SHARED_MEDIA = resolve(import.meta.dirname, '../.data/media');

export type TestGrtv = DisposableGrtv;

/** The whole of GRTV on free ports in a temporary directory, serving the built web app and the shared sample media. */
export async function startTestGrtv(env: Record<string, string> = {}): Promise<TestGrtv> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`The web app is not built at ${WEB_DIST}: run npm run build -w apps/web (npm test does this).`);
  }
  return startDisposableGrtv({ WEB_DIST, MEDIA_DIR: SHARED_MEDIA, ...env });
}
