import { createLogger, type DatabaseHandle } from '@grtv/kit';
import type { TestDatabaseEngine } from '@grtv/kit/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import { loadContentConfig, type ContentConfig } from '../config';
import { prepareContentDatabase, startContent } from '../start';
import { createTestClock, type TestClock } from './test-clock';

/** Secrets the tests sign with (not the dev defaults, so a test cannot pass by accident on them). */
export const TEST_SECRETS = {
  MEDIA_SIGNING_SECRET: 'test-media-signing-secret-0123456789',
  CONTENT_TOKEN_SECRET: 'test-content-token-secret-0123456789',
  CONTENT_INTERNAL_KEY: 'test-content-internal-key-0123456789',
};

/** 2026-03-01T10:00:00Z: a fixed start for every test clock. */
export const TEST_START_MS = Date.parse('2026-03-01T10:00:00Z');

export interface SeededContent {
  url: string;
  handle: DatabaseHandle;
  clock: TestClock;
  config: ContentConfig;
  mediaDir: string;
  close(): Promise<void>;
}

/** A migrated, seeded database on `engine` and the content host listening on 127.0.0.1:0 over it. */
export async function startSeededContent(engine: TestDatabaseEngine, options: { mediaDir?: string } = {}): Promise<SeededContent> {
  const handle = await engine.open();
  await prepareContentDatabase(handle);
  const ownMediaDir = options.mediaDir ? null : mkdtempSync(join(tmpdir(), 'grtv-media-'));
  const mediaDir = options.mediaDir ?? ownMediaDir!;
  const config = loadContentConfig({ CONTENT_PORT: '0', CONTENT_HOST: '127.0.0.1', MEDIA_DIR: mediaDir, CONTENT_MAKE_MEDIA: '0', LOG_LEVEL: 'silent', ...TEST_SECRETS });
  const clock = createTestClock(TEST_START_MS);
  const logger = createLogger({ name: 'content-test', level: 'silent' });
  const server = await startContent(config, { db: handle.db, logger, clock });
  return {
    url: server.url,
    handle,
    clock,
    config,
    mediaDir,
    close: async () => {
      await server.close();
      await handle.close();
      if (ownMediaDir) rmSync(ownMediaDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** A request to the running host; the body is parsed as JSON when it is JSON. */
export async function call(base: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<any>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, body: json && text ? JSON.parse(text) : text };
}

/** A 200 whose body satisfies the shared contract `schema` (throws with zod's message otherwise). */
export async function ok<S extends z.ZodType>(schema: S, base: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<z.infer<S>> {
  const answer = await call(base, method, path, options);
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return schema.parse(answer.body);
}
