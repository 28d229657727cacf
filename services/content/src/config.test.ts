import { ConfigError } from '@grtv/kit';
import { describe, expect, it } from 'vitest';
import { DEV_DEFAULTS, loadContentConfig, REPO_ROOT } from './config';

describe('loadContentConfig', () => {
  it('runs on one machine with the embedded defaults', () => {
    const config = loadContentConfig({});
    expect(config).toMatchObject({ port: 3200, host: '127.0.0.1', databaseUrl: undefined, streamTtlSeconds: 14_400, makeMedia: true });
    expect(config.pgliteDir).toBe(`${REPO_ROOT}.data/pglite`);
    expect(config.mediaDir).toBe(`${REPO_ROOT}.data/media`);
    expect(config.mediaSigningSecret).toBe(DEV_DEFAULTS.MEDIA_SIGNING_SECRET);
  });

  it('names each bad variable', () => {
    expect(() => loadContentConfig({ CONTENT_PORT: 'x', MEDIA_SIGNING_SECRET: 'short' })).toThrow(/CONTENT_PORT[\s\S]*MEDIA_SIGNING_SECRET: must be at least 16 characters/);
  });

  it('refuses the dev secrets in production', () => {
    expect(() => loadContentConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const secrets = { MEDIA_SIGNING_SECRET: 'm'.repeat(32), CONTENT_TOKEN_SECRET: 't'.repeat(32), CONTENT_INTERNAL_KEY: 'k'.repeat(32) };
    expect(loadContentConfig({ NODE_ENV: 'production', ...secrets }).internalKey).toBe('k'.repeat(32));
  });

  it('keeps absolute folders and memory PGlite as given', () => {
    expect(loadContentConfig({ PGLITE_DIR: 'memory://', MEDIA_DIR: '/srv/media' })).toMatchObject({ pgliteDir: 'memory://', mediaDir: '/srv/media' });
  });
});
