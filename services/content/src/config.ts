import { FlagEnv, LogLevelEnv, PortEnv, SecretEnv, parseEnv } from '@grtv/kit';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative folders in the environment are taken from here, whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Dev-only secrets, so `npm start` works on one machine. Refused when NODE_ENV=production. */
export const DEV_DEFAULTS = {
  MEDIA_SIGNING_SECRET: 'dev-only-media-signing-secret-not-for-production',
  CONTENT_TOKEN_SECRET: 'dev-only-content-token-secret-not-for-production',
  CONTENT_INTERNAL_KEY: 'dev-only-content-internal-key-not-for-production',
} as const;

/** A folder; relative ones are taken from the repository root (defaults too: zod's default skips a transform, so it sits before it). */
const folder = (fallback: string) =>
  z
    .string()
    .min(1)
    .default(fallback)
    .transform((dir) => (dir === 'memory://' || isAbsolute(dir) ? dir : resolve(REPO_ROOT, dir)));

const ContentEnv = z
  .object({
    NODE_ENV: z.string().default('development'),
    CONTENT_PORT: PortEnv.default(3200),
    CONTENT_HOST: z.string().min(1).default('127.0.0.1'),
    /** A Postgres URL; unset: the embedded PGlite under PGLITE_DIR. */
    DATABASE_URL: z.string().url().optional(),
    PGLITE_DIR: folder('.data/pglite'),
    MEDIA_DIR: folder('.data/media'),
    MEDIA_SIGNING_SECRET: SecretEnv.default(DEV_DEFAULTS.MEDIA_SIGNING_SECRET),
    CONTENT_TOKEN_SECRET: SecretEnv.default(DEV_DEFAULTS.CONTENT_TOKEN_SECRET),
    CONTENT_INTERNAL_KEY: SecretEnv.default(DEV_DEFAULTS.CONTENT_INTERNAL_KEY),
    /** How long a signed stream URL plays, in seconds (default 4 hours). */
    STREAM_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 24 * 3600).default(4 * 3600),
    /** Make the sample HLS media at start when it is missing (needs ffmpeg). */
    CONTENT_MAKE_MEDIA: FlagEnv.default(true),
    LOG_LEVEL: LogLevelEnv,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of Object.keys(DEV_DEFAULTS) as (keyof typeof DEV_DEFAULTS)[]) {
      if (env[key] === DEV_DEFAULTS[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'set a real secret: the dev default is refused in production' });
    }
  });

export interface ContentConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  mediaDir: string;
  mediaSigningSecret: string;
  contentTokenSecret: string;
  internalKey: string;
  /** Seconds a signed stream URL stays valid. */
  streamTtlSeconds: number;
  makeMedia: boolean;
  logLevel: string;
}

/** Reads the content host's settings from the environment; fails naming each bad variable. */
export function loadContentConfig(env: Record<string, string | undefined> = process.env): ContentConfig {
  const parsed = parseEnv(ContentEnv, env, 'content');
  return {
    port: parsed.CONTENT_PORT,
    host: parsed.CONTENT_HOST,
    databaseUrl: parsed.DATABASE_URL,
    pgliteDir: parsed.PGLITE_DIR,
    mediaDir: parsed.MEDIA_DIR,
    mediaSigningSecret: parsed.MEDIA_SIGNING_SECRET,
    contentTokenSecret: parsed.CONTENT_TOKEN_SECRET,
    internalKey: parsed.CONTENT_INTERNAL_KEY,
    streamTtlSeconds: parsed.STREAM_TTL_SECONDS,
    makeMedia: parsed.CONTENT_MAKE_MEDIA,
    logLevel: parsed.LOG_LEVEL,
  };
}
