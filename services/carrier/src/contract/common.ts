import { TransactionId as MerchantTransactionId } from '@grtv/machines';
import { z } from 'zod';

/** A number in stored form: `27` followed by exactly 9 digits, no `+`. */
export const Msisdn = z.string().regex(/^27\d{9}$/, 'must be a number in stored form: 27 followed by 9 digits');
export type Msisdn = z.infer<typeof Msisdn>;

/** The carrier's key for one of the merchant's services (a package), e.g. `VODACOMTIER2GRTVD`. */
export const ServiceKey = z.string().trim().min(1, 'service_key is required').max(64, 'service_key is at most 64 characters');
export type ServiceKey = z.infer<typeof ServiceKey>;

/** The merchant's id for one attempt (subscribe, OTP, charge): 8 to 64 letters, digits, - or _. */
export const TransactionId = MerchantTransactionId;
export type TransactionId = z.infer<typeof TransactionId>;

/** An instant as ISO 8601 text in UTC. */
export const IsoTime = z.iso.datetime();
export type IsoTime = z.infer<typeof IsoTime>;

/** An amount of money in South African cents (R5 = 500). Always a positive whole number. */
export const AmountCents = z
  .number({ error: 'must be a whole number of cents' })
  .int('must be a whole number of cents')
  .positive('must be more than 0 cents')
  .max(1_000_000, 'must be at most 1000000 cents (R10 000) per charge');
export type AmountCents = z.infer<typeof AmountCents>;

/** How the subscriber agreed: an OTP they typed, or the carrier's own header enrichment. */
export const Consent = z.enum(['otp', 'header']);
export type Consent = z.infer<typeof Consent>;

/** Why an OTP is sent: a new subscription, or a returning subscriber signing in. */
export const OtpPurpose = z.enum(['subscribe', 'signin']);
export type OtpPurpose = z.infer<typeof OtpPurpose>;

/** Where a subscriber's message came from. */
export const MoChannel = z.enum(['sms', 'ussd']);
export type MoChannel = z.infer<typeof MoChannel>;
