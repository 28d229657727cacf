import { createRedis, startRedisServer, type Logger, type Redis } from '@grtv/kit';
import { join } from 'node:path';
import type { LauncherConfig } from './config';

export interface RedisPart {
  url: string;
  client: Redis;
  /** Set when the launcher started its own redis-server. */
  privateServer: { pid: number; port: number } | null;
  /** Restarts the private server (AOF keeps every acknowledged write); for chaos runs. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** REDIS_URL when set; otherwise a private redis-server with AOF under DATA_DIR/redis. */
export async function openRedis(config: LauncherConfig, logger: Logger): Promise<RedisPart> {
  if (config.REDIS_URL) {
    const client = createRedis(config.REDIS_URL, 'client');
    return {
      url: config.REDIS_URL,
      client,
      privateServer: null,
      restart: async () => {
        throw new Error('Only the private Redis can be restarted by the launcher.');
      },
      close: async () => void client.disconnect(),
    };
  }
  const dir = join(config.DATA_DIR, 'redis');
  let server = await startRedisServer({ dir, port: config.PRIVATE_REDIS_PORT, appendOnly: true });
  logger.info({ port: server.port, dir }, 'started a private redis-server (append-only file on)');
  const client = createRedis(server.url, 'client');
  const part: RedisPart = {
    url: server.url,
    client,
    privateServer: { pid: server.pid, port: server.port },
    restart: async () => {
      await server.stop();
      server = await startRedisServer({ dir, port: server.port, appendOnly: true });
      part.privateServer = { pid: server.pid, port: server.port };
    },
    close: async () => {
      client.disconnect();
      await server.stop();
    },
  };
  return part;
}
