import type { MerchantNotification } from '../contract';

/** The port through which the gateway tells the merchant about subscriptions it did not end itself. */
export interface MerchantNotifier {
  /** Queues a notification; delivery (with retries) happens in the background. */
  notify(event: MerchantNotification): void;
  /** Drops every pending retry (sandbox reset). */
  cancelAll(): void;
  /** Stops delivering: pending retries are dropped and requests in flight aborted. */
  close(): Promise<void>;
}
