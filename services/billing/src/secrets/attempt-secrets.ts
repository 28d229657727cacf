import type { Redis } from '@grtv/kit';

/** What a subscribe job needs but must not carry in its (inspectable, long-lived) job data. */
export interface AttemptSecrets {
  otp?: string;
  protectToken: string;
}

/**
 * OTPs and anti-fraud tokens wait in Redis under a short TTL for the job that uses them, so job
 * data (visible in the ops console, kept in the failed set) never holds a secret.
 */
export function createAttemptSecrets(redis: Redis, prefix: string, ttlSeconds: number) {
  const key = (transactionId: string) => `${prefix}:attempt-secret:${transactionId}`;
  return {
    async write(transactionId: string, secrets: AttemptSecrets): Promise<void> {
      await redis.set(key(transactionId), JSON.stringify(secrets), 'EX', ttlSeconds);
    },
    async read(transactionId: string): Promise<AttemptSecrets | null> {
      const text = await redis.get(key(transactionId));
      return text ? (JSON.parse(text) as AttemptSecrets) : null;
    },
    async remove(transactionId: string): Promise<void> {
      await redis.del(key(transactionId));
    },
  };
}
export type AttemptSecretStore = ReturnType<typeof createAttemptSecrets>;
