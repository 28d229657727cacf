import type { MerchantNotification, SmsMessage, Subscription } from '../contract';
import { nowIso, type GatewayContext } from '../gateway-context';
import { findService } from './find-service';
import { sendSms } from './send-sms';
import { endedByCarrierText, stoppedText } from './sms-texts';

export interface EndSubscriptionOptions {
  reason: string;
  /** Who ended it: the merchant (no notification), the subscriber (STOP) or the carrier. */
  by: { kind: 'merchant' } | { kind: 'subscriber'; channel: 'sms' | 'ussd' } | { kind: 'carrier' };
}

/**
 * Ends an active subscription, tells the subscriber by SMS and, unless the merchant asked for
 * it, notifies the merchant. An ended subscription is left as it is.
 */
export function endSubscription(ctx: GatewayContext, subscription: Subscription, options: EndSubscriptionOptions): Subscription {
  if (subscription.status !== 'active') return subscription;
  const at = nowIso(ctx);
  subscription.status = 'cancelled';
  subscription.ended_at = at;
  subscription.ended_reason = options.reason;
  ctx.store.saveSubscription(subscription);

  const service = findService(subscription.service_key);
  if (service) {
    const [kind, text]: [SmsMessage['kind'], string] =
      options.by.kind === 'carrier' ? ['ended', endedByCarrierText(service)] : [options.by.kind === 'merchant' ? 'cancelled' : 'stopped', stoppedText(service)];
    sendSms(ctx, subscription.msisdn, kind, text);
  }
  if (options.by.kind !== 'merchant') {
    const event: MerchantNotification = {
      event_id: ctx.random.id('evt'),
      type: options.by.kind === 'subscriber' ? 'subscription.stopped' : 'subscription.ended',
      subscription_id: subscription.subscription_id,
      msisdn: subscription.msisdn,
      service_key: subscription.service_key,
      ...(options.by.kind === 'subscriber' ? { channel: options.by.channel } : {}),
      reason: options.reason,
      at,
    };
    ctx.notifier.notify(event);
  }
  ctx.logger.info({ subscription_id: subscription.subscription_id, msisdn: subscription.msisdn, reason: options.reason }, 'subscription ended');
  return subscription;
}
