import type { ChargeRecord, NotificationDelivery, SmsMessage, Subscription } from '../contract';
import type { OtpPurpose } from '../contract/common';

/** A subscriber's number as the carrier keeps it. */
export interface NumberRecord {
  msisdn: string;
  balanceCents: number;
  contentBlock: boolean;
  barred: boolean;
  /** Service keys opted in despite the content block. */
  contentAllowed: Set<string>;
  /** Set up as having had its free day already, on every service. */
  freeTrialUsed: boolean;
}

/** The OTP of one transaction (a resend replaces `code` and restarts tries and expiry). */
export interface OtpRecord {
  transactionId: string;
  msisdn: string;
  serviceKey: string;
  purpose: OtpPurpose;
  code: string;
  /** Unix ms after which the code is refused as timed out. */
  expiresAtMs: number;
  wrongTries: number;
  state: 'pending' | 'verified' | 'locked';
  /** Sends so far, the first included. */
  sends: number;
}

/**
 * The gateway's state. One adapter (memory) because the sandbox keeps nothing across restarts;
 * the use cases see only this port. Records are returned by reference: change them, then save.
 */
export interface GatewayStore {
  /** The stored number, or a fresh default record (not stored until saved). */
  number(msisdn: string): NumberRecord;
  saveNumber(record: NumberRecord): void;
  numbers(): NumberRecord[];

  otp(transactionId: string): OtpRecord | undefined;
  saveOtp(record: OtpRecord): void;

  subscription(subscriptionId: string): Subscription | undefined;
  subscriptionByTransaction(transactionId: string): Subscription | undefined;
  activeSubscription(msisdn: string, serviceKey: string): Subscription | undefined;
  /** True when the number ever had a subscription to this key (free trial is once). */
  everSubscribed(msisdn: string, serviceKey: string): boolean;
  subscriptions(filter?: { msisdn?: string | undefined }): Subscription[];
  saveSubscription(subscription: Subscription): void;

  addCharge(charge: ChargeRecord): void;
  charges(filter?: { msisdn?: string | undefined; transactionId?: string | undefined }): ChargeRecord[];

  addSms(msisdn: string, message: SmsMessage): void;
  /** Oldest first. */
  inbox(msisdn: string): SmsMessage[];
  /** Every number with messages, the one with the newest message first. */
  inboxes(): { msisdn: string; messages: SmsMessage[] }[];

  saveNotification(delivery: NotificationDelivery): void;
  notifications(): NotificationDelivery[];

  /** Forgets everything. */
  reset(): void;
}
