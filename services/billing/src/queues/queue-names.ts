/** Billing's queues. Each carries a hash-tagged prefix (QUEUE_PREFIX) so it lives in one Redis Cluster slot. */
export const QUEUE_NAMES = {
  subscribe: 'subscribe',
  /** Declines (to_cancel yes): recorded, never charged. */
  cancel: 'cancel',
  unsubscribe: 'unsubscribe',
  /** Renewals (one job scheduler per subscription), dunning retries and suspended retries. */
  renewal: 'renewal',
  /** Carrier notifications (STOP by SMS/USSD, carrier-ended subscriptions). */
  notifications: 'notifications',
} as const;

export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];
