import type { ChargeRecord, NotificationDelivery, SmsMessage, Subscription } from '../contract';
import type { GatewayStore, NumberRecord, OtpRecord } from './gateway-store';

/** A number's inbox keeps this many messages (oldest dropped first). */
const INBOX_LIMIT = 200;

/** The sandbox's state in memory: lost on restart, by design. */
export function createMemoryGatewayStore(options: { defaultBalanceCents: number }): GatewayStore {
  let numbers = new Map<string, NumberRecord>();
  let otps = new Map<string, OtpRecord>();
  let subscriptions = new Map<string, Subscription>();
  let subscriptionsByTransaction = new Map<string, string>();
  let charges: ChargeRecord[] = [];
  let inboxes = new Map<string, SmsMessage[]>();
  let notifications = new Map<string, NotificationDelivery>();

  const store: GatewayStore = {
    number: (msisdn) =>
      numbers.get(msisdn) ?? { msisdn, balanceCents: options.defaultBalanceCents, contentBlock: false, barred: false, contentAllowed: new Set(), freeTrialUsed: false },
    saveNumber: (record) => void numbers.set(record.msisdn, record),
    numbers: () => [...numbers.values()],

    otp: (transactionId) => otps.get(transactionId),
    saveOtp: (record) => void otps.set(record.transactionId, record),

    subscription: (id) => subscriptions.get(id),
    subscriptionByTransaction: (transactionId) => {
      const id = subscriptionsByTransaction.get(transactionId);
      return id === undefined ? undefined : subscriptions.get(id);
    },
    activeSubscription: (msisdn, serviceKey) =>
      [...subscriptions.values()].find((s) => s.msisdn === msisdn && s.service_key === serviceKey && s.status === 'active'),
    everSubscribed: (msisdn, serviceKey) => [...subscriptions.values()].some((s) => s.msisdn === msisdn && s.service_key === serviceKey),
    subscriptions: (filter = {}) => [...subscriptions.values()].filter((s) => filter.msisdn === undefined || s.msisdn === filter.msisdn),
    saveSubscription: (subscription) => {
      subscriptions.set(subscription.subscription_id, subscription);
      subscriptionsByTransaction.set(subscription.transaction_id, subscription.subscription_id);
    },

    addCharge: (charge) => void charges.push(charge),
    charges: (filter = {}) =>
      charges.filter(
        (c) => (filter.msisdn === undefined || c.msisdn === filter.msisdn) && (filter.transactionId === undefined || c.transaction_id === filter.transactionId),
      ),

    addSms: (msisdn, message) => {
      const inbox = inboxes.get(msisdn) ?? [];
      inbox.push(message);
      if (inbox.length > INBOX_LIMIT) inbox.splice(0, inbox.length - INBOX_LIMIT);
      // Re-insert so the map's order is "least recently messaged first".
      inboxes.delete(msisdn);
      inboxes.set(msisdn, inbox);
    },
    inbox: (msisdn) => [...(inboxes.get(msisdn) ?? [])],
    inboxes: () => [...inboxes.entries()].reverse().map(([msisdn, messages]) => ({ msisdn, messages: [...messages] })),

    saveNotification: (delivery) => void notifications.set(delivery.event.event_id, delivery),
    notifications: () => [...notifications.values()],

    reset: () => {
      numbers = new Map();
      otps = new Map();
      subscriptions = new Map();
      subscriptionsByTransaction = new Map();
      charges = [];
      inboxes = new Map();
      notifications = new Map();
    },
  };
  return store;
}
