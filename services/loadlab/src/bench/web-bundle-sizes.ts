import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WEB_DIR = fileURLToPath(new URL('../../../../apps/web', import.meta.url));

/** A chunk of vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The app's routes and the modules a visit loads, after the entry: a screen's own lazy module,
 * and for the subscribe flow the flow's layout module too (router.tsx nests them).
 */
export const WEB_ROUTES: Array<{ route: string; modules: string[] }> = [
  { route: 'entry alone (every route)', modules: [] },
  { route: '/ (home)', modules: ['src/routes/home.route.tsx'] },
  { route: '/channels', modules: ['src/routes/channels.route.tsx'] },
  { route: '/channel/:slug', modules: ['src/routes/channel.route.tsx'] },
  { route: '/show/:slug', modules: ['src/routes/show.route.tsx'] },
  { route: '/episode/:slug', modules: ['src/routes/episode.route.tsx'] },
  { route: '/watch/:kind/:slug', modules: ['src/routes/watch.route.tsx'] },
  { route: '/live', modules: ['src/routes/live.route.tsx'] },
  { route: '/search', modules: ['src/routes/search.route.tsx'] },
  { route: '/my-list', modules: ['src/routes/my-list.route.tsx'] },
  { route: '/profile', modules: ['src/routes/profile.route.tsx'] },
  { route: '/enter-number', modules: ['src/flows/subscribe/subscribe-flow.tsx', 'src/routes/enter-number.route.tsx'] },
  { route: '/subscribe/confirm', modules: ['src/flows/subscribe/subscribe-flow.tsx', 'src/routes/subscribe-confirm.route.tsx'] },
];

export interface RouteBytes {
  route: string;
  /** Bytes as built, and gzipped (node:zlib, level 9) as a compressing server would send them. */
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  /** JS the route imports only when used (e.g. hls.js once a video plays), gzipped; not in jsGzip. */
  onUseGzip: number;
  /** Modules of WEB_ROUTES missing from the build (the route was renamed or removed). */
  missing: string[];
}

/** Builds apps/web with a manifest into `outDir` (the app's own dist and config stay untouched). */
export function buildWebWithManifest(outDir: string): void {
  execFileSync('npx', ['--no-install', 'vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * Per route: the entry chunk + the route's lazy chunks + everything they import statically, JS
 * and CSS apart, each file counted once.
 */
export function routeBytes(outDir: string): RouteBytes[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the vite manifest has no entry chunk');
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (file: string) => {
    let known = sizes.get(file);
    if (!known) {
      const bytes = readFileSync(join(outDir, file));
      known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, known);
    }
    return known;
  };
  // A chunk and its static imports, transitively: what the browser must fetch before it runs.
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key]!.imports ?? [], into);
    }
    return into;
  };
  const entry = closure([entryKey]);

  return WEB_ROUTES.map(({ route, modules }) => {
    const missing = modules.filter((m) => !manifest[m]);
    const loaded = closure(modules.filter((m) => manifest[m]), new Set(entry));
    const onUse = closure([...loaded].flatMap((key) => (key === entryKey ? [] : (manifest[key]!.dynamicImports ?? []))).filter((key) => !loaded.has(key)));
    const files = (keys: Iterable<string>, kind: 'js' | 'css') =>
      new Set([...keys].flatMap((key) => (kind === 'js' ? [manifest[key]!.file] : (manifest[key]!.css ?? []))).filter((file) => file.endsWith(`.${kind}`)));
    const sum = (set: Set<string>, pick: 'raw' | 'gzip') => [...set].reduce((total, file) => total + size(file)[pick], 0);
    const js = files(loaded, 'js');
    const css = files(loaded, 'css');
    const later = new Set([...files(onUse, 'js')].filter((file) => !js.has(file)));
    return { route, jsRaw: sum(js, 'raw'), jsGzip: sum(js, 'gzip'), cssRaw: sum(css, 'raw'), cssGzip: sum(css, 'gzip'), onUseGzip: sum(later, 'gzip'), missing };
  });
}
