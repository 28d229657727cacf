import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis, pingRedis } from './create-redis';
import { startRedisServer } from './redis-server';

describe('startRedisServer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'grtv-redis-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps acknowledged writes across a restart with the append-only file on', async () => {
    const first = await startRedisServer({ dir, appendOnly: true });
    const redis = createRedis(first.url, 'client');
    await redis.set('grtv:aof-check', 'kept');
    expect(await redis.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'noeviction']);
    redis.disconnect();
    await first.stop();

    const second = await startRedisServer({ dir, appendOnly: true, port: first.port });
    const again = createRedis(second.url, 'client');
    expect(await again.get('grtv:aof-check')).toBe('kept');
    again.disconnect();
    await second.stop();
  });

  it('is gone after stop', async () => {
    const server = await startRedisServer({ dir: join(dir, 'gone') });
    await server.stop();
    const redis = createRedis(server.url, 'client', { maxRetriesPerRequest: 0, retryStrategy: () => null });
    expect(await pingRedis(redis)).toBe(false);
    redis.disconnect();
  });
});
