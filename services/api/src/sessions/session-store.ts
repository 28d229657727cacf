import type { Redis } from '@grtv/kit';
import { randomBytes } from 'node:crypto';

/** What a session holds. A visitor's session has no user; signing in makes a new one. */
export interface SessionData {
  createdAt: string;
  userId?: string;
  msisdn?: string;
  subscriberId?: string | null;
  packageId?: string | null;
}

/**
 * Sessions in Redis behind an opaque random id (32 bytes). A user's session ids are also kept in
 * a set, so signing out can end them all.
 */
export function createSessionStore(redis: Redis, prefix: string, ttlSeconds: number) {
  const key = (id: string) => `${prefix}:session:${id}`;
  const userKey = (userId: string) => `${prefix}:user-sessions:${userId}`;
  return {
    ttlSeconds,
    async create(data: SessionData): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      await redis.set(key(id), JSON.stringify(data), 'EX', ttlSeconds);
      if (data.userId) await redis.multi().sadd(userKey(data.userId), id).expire(userKey(data.userId), ttlSeconds).exec();
      return id;
    },
    async read(id: string): Promise<SessionData | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
      const text = await redis.get(key(id));
      return text ? (JSON.parse(text) as SessionData) : null;
    },
    /** Keeps an active session alive (sliding expiry). */
    async touch(id: string): Promise<void> {
      await redis.expire(key(id), ttlSeconds);
    },
    async destroy(id: string): Promise<void> {
      const data = await this.read(id);
      await redis.del(key(id));
      if (data?.userId) await redis.srem(userKey(data.userId), id);
    },
    /** Ends every session of a user (sign-out everywhere). */
    async destroyAllOf(userId: string): Promise<number> {
      const ids = await redis.smembers(userKey(userId));
      if (ids.length) await redis.del(...ids.map(key));
      await redis.del(userKey(userId));
      return ids.length;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
