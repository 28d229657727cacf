// Container healthcheck for a billing worker process (it serves no HTTP): exits 0 when Redis lists
// a BullMQ worker connection for every billing queue coming from one of this container's own
// addresses, i.e. this container's workers are connected and waiting for jobs; else 1.
// Env: REDIS_URL (required), QUEUE_PREFIX (default {grtv}), as the worker itself reads them.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { networkInterfaces } from 'node:os';

/** Billing's queues (services/billing/src/queues/queue-names.ts). */
const QUEUES = ['subscribe', 'cancel', 'unsubscribe', 'renewal', 'notifications'];
const url = process.env.REDIS_URL;
const prefix = process.env.QUEUE_PREFIX || '{grtv}';
if (!url) {
  console.error('REDIS_URL is not set');
  process.exit(1);
}
setTimeout(() => {
  console.error('Redis did not answer within 4 s');
  process.exit(1);
}, 4000).unref();

/** `172.18.0.5:40312` or `[::1]:40312` or `::1:40312` -> the address part. */
const hostOf = (addr) => addr.slice(0, addr.lastIndexOf(':')).replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
const mine = new Set(
  Object.values(networkInterfaces())
    .flat()
    .map((a) => a.address),
);

const connection = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 3000, lazyConnect: false });
connection.on('error', () => {});
const missing = [];
try {
  for (const name of QUEUES) {
    const queue = new Queue(name, { connection, prefix });
    const workers = await queue.getWorkers();
    if (!workers.some((w) => mine.has(hostOf(String(w.addr ?? ''))))) missing.push(name);
  }
} catch (error) {
  console.error(`cannot list workers: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (missing.length > 0) console.error(`no worker of this container on: ${missing.join(', ')}`);
process.exit(missing.length === 0 ? 0 : 1);
