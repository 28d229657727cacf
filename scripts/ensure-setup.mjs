// Set-up shared by `npm start` and `npm test` on a fresh Debian machine with only Node: npm
// dependencies, system packages (apt, when running as root) and the built web app.
// Plain Node with no dependencies: it runs before node_modules exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

const say = (text) => console.log(`\x1b[36m[grtv]\x1b[0m ${text}`);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`GRTV needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  }
}

/** Installs npm dependencies when they are missing or older than the lock file. */
export function ensureNpmDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  say('installing npm dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function onPath(binary, extra = []) {
  return [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/bin', ...extra].some((dir) => existsSync(join(dir, binary)));
}

function postgresBinDirs() {
  try {
    return readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`);
  } catch {
    return [];
  }
}

let aptUpdated = false;

/**
 * Makes sure a system package's binary exists. As root with apt, installs it; otherwise stops with
 * the command to run (required) or a warning (optional).
 */
export function ensureSystemPackage({ binary, aptPackage, why, required = true, extraDirs = [] }) {
  if (onPath(binary, extraDirs)) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = onPath('apt-get');
  if (isRoot && hasApt) {
    say(`installing ${aptPackage} with apt (${why})…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!aptUpdated) {
      run('apt-get', ['update', '-qq'], { env });
      aptUpdated = true;
    }
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', aptPackage], { env });
    return true;
  }
  const message = `${binary} is missing (${why}). Install it with: sudo apt-get install -y ${aptPackage}`;
  if (required) throw new Error(message);
  say(`warning: ${message}`);
  return false;
}

export function ensureRedis() {
  if (process.env.REDIS_URL) return;
  ensureSystemPackage({ binary: 'redis-server', aptPackage: 'redis-server', why: 'the private Redis for queues and sessions' });
}

export function ensureFfmpeg({ required }) {
  ensureSystemPackage({ binary: 'ffmpeg', aptPackage: 'ffmpeg', why: 'to make the sample HLS media', required });
}

export function ensurePostgres({ required }) {
  ensureSystemPackage({ binary: 'initdb', aptPackage: 'postgresql', why: 'Postgres storage and split-deployment tests', required, extraDirs: postgresBinDirs() });
}

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return;
  if (existsSync('/usr/bin/chromium')) return;
  ensureSystemPackage({ binary: 'chromium', aptPackage: 'chromium', why: 'browser tests' });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app when its build is missing or older than its sources (or the shared machines). */
export function ensureWebBuild({ force = false } = {}) {
  const built = join(ROOT, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(join(ROOT, 'apps/web/src')),
    newestMtime(join(ROOT, 'machines/src')),
    statSync(join(ROOT, 'apps/web/index.html')).mtimeMs,
  );
  if (!force && existsSync(built) && statSync(built).mtimeMs >= sources) return;
  say('building the web app…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}

export function turbo(args) {
  run(join(ROOT, 'node_modules/.bin/turbo'), args, { env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } });
}

export { execFileSync, say };
