import { Redis, type RedisOptions } from 'ioredis';

export type { Redis } from 'ioredis';

/**
 * An ioredis connection. `worker` connections (BullMQ workers and queue events) must never give
 * up on a command (`maxRetriesPerRequest: null`); `client` connections fail fast so an API
 * request is not held while Redis is away.
 */
export function createRedis(url: string, role: 'worker' | 'client', options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: role === 'worker' ? null : 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    ...options,
  });
  // Without a listener an unreachable Redis is an unhandled 'error' event that kills the process.
  redis.on('error', () => {});
  return redis;
}

/** True when Redis answers PING. */
export async function pingRedis(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
