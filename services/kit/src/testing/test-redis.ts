import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedisServer } from '../redis/redis-server';

export interface TestRedis {
  url: string;
  /** Where it came from: REDIS_URL, a testcontainer, or a private redis-server. */
  source: 'env' | 'container' | 'binary';
  stop(): Promise<void>;
}

/** Whether a Docker engine answers here (only the client is installed on most of our machines). */
function dockerEngineAnswers(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

/**
 * Redis for a test file: REDIS_URL if set; else a testcontainer where a Docker engine answers;
 * else a private `redis-server` on a free port, stopped (by pid) when the test calls stop().
 * Tests share one Redis safely by giving each test its own key prefix / queue name.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, source: 'env', stop: async () => {} };
  if (dockerEngineAnswers()) {
    try {
      const { GenericContainer } = await import('testcontainers');
      const container = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
      return {
        url: `redis://${container.getHost()}:${container.getMappedPort(6379)}`,
        source: 'container',
        stop: async () => void (await container.stop()),
      };
    } catch {
      // The socket is there but the engine is not usable: fall through to the binary.
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'grtv-redis-'));
  const server = await startRedisServer({ dir });
  return {
    url: server.url,
    source: 'binary',
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A name no other test uses: for queue names and key prefixes. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
