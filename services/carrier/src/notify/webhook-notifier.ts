import type { Logger } from '@grtv/kit';
import { SIGNATURE_HEADER, signWebhookBody, TIMESTAMP_HEADER, type MerchantNotification, type NotificationDelivery } from '../contract';
import type { Clock } from '../ports/clock';
import type { GatewayStore } from '../store/gateway-store';
import type { MerchantNotifier } from './merchant-notifier';

export interface WebhookNotifierOptions {
  url: string;
  secret: string;
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Delay before the first retry in ms; doubles after each failed attempt. */
  retryBaseMs: number;
  /** How long one attempt may take, in ms. */
  attemptTimeoutMs?: number;
  fetch: typeof fetch;
  clock: Clock;
  logger: Logger;
  store: GatewayStore;
}

/**
 * Delivers notifications to the merchant's webhook: a signed JSON POST, retried with exponential
 * backoff until a 2xx or `maxAttempts`. Each attempt is signed afresh with the current time.
 */
export function createWebhookNotifier(options: WebhookNotifierOptions): MerchantNotifier {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  // Bumped by cancelAll/close: attempts of an older generation stop quietly.
  let generation = 0;

  async function attempt(delivery: NotificationDelivery, forGeneration: number): Promise<void> {
    if (forGeneration !== generation) return;
    delivery.attempts += 1;
    const body = JSON.stringify(delivery.event);
    const timestamp = String(Math.floor(options.clock.now() / 1000));
    const abort = new AbortController();
    const timeout = setTimeout(() => abort.abort(), options.attemptTimeoutMs ?? 5000);
    inFlight.add(abort);
    try {
      const response = await options.fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'grtv-carrier-sandbox',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signWebhookBody(body, timestamp, options.secret),
        },
        body,
        signal: abort.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.last_error = response.ok ? null : `HTTP ${response.status}`;
      delivery.delivered = response.ok;
    } catch (error) {
      delivery.last_error = abort.signal.aborted ? 'no answer in time' : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    } finally {
      clearTimeout(timeout);
      inFlight.delete(abort);
    }
    if (forGeneration !== generation) return;
    const log = { event_id: delivery.event.event_id, type: delivery.event.type, attempts: delivery.attempts };
    if (delivery.delivered) {
      options.logger.info(log, 'merchant notified');
    } else if (delivery.attempts >= options.maxAttempts) {
      delivery.gave_up = true;
      options.logger.warn({ ...log, error: delivery.last_error }, 'merchant notification given up');
    } else {
      const delay = options.retryBaseMs * 2 ** (delivery.attempts - 1);
      options.logger.warn({ ...log, error: delivery.last_error, retry_in_ms: delay }, 'merchant notification failed; will retry');
      const timer = setTimeout(() => {
        timers.delete(timer);
        void attempt(delivery, forGeneration);
      }, delay);
      timers.add(timer);
    }
    options.store.saveNotification(delivery);
  }

  function cancelAll(): void {
    generation += 1;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const abort of inFlight) abort.abort();
  }

  return {
    notify(event: MerchantNotification) {
      const delivery: NotificationDelivery = { event, attempts: 0, delivered: false, gave_up: false, last_error: null };
      options.store.saveNotification(delivery);
      void attempt(delivery, generation);
    },
    cancelAll,
    async close() {
      cancelAll();
    },
  };
}
