import type { Redis } from '@grtv/kit';
import { randomUUID } from 'node:crypto';
import { CarrierError } from '../carrier/carrier-error';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * A short Redis lock per charge transaction. Two runs of the same transaction at once (a scheduler
 * firing while an earlier run is still retrying, a stalled job picked up while its first worker is
 * merely slow) must not both call the carrier: the second waits its turn as a transient failure.
 * The lock expires on its own (`ttlMs`): a worker killed while holding it must not block the
 * transaction's retry for longer than one charge attempt can take.
 */
export function createTransactionLock(redis: Redis, prefix: string, ttlMs: number) {
  return async function withTransactionLock<T>(transactionId: string, fn: () => Promise<T>): Promise<T> {
    const key = `${prefix}:charge-lock:${transactionId}`;
    const token = randomUUID();
    const acquired = await redis.set(key, token, 'PX', ttlMs, 'NX');
    if (acquired !== 'OK') throw new CarrierError('transient', 'LOCKED', 'Another run of this transaction is in progress.');
    try {
      return await fn();
    } finally {
      await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
    }
  };
}
export type TransactionLock = ReturnType<typeof createTransactionLock>;
