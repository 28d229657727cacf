import { z } from 'zod';
import { ErrorMessages } from '../rules/error-catalogue';
import { OTP_LENGTH } from '../rules/validate-otp';
import { MsisdnInput } from './auth';
import { TransactionId } from './common';

const YesNo = z.enum(['yes', 'no']);

/**
 * POST /api/subscribe (credentials + CSRF header). `to_cancel: 'yes'` is the Decline button: it
 * records the refusal and never charges. `evina_token` is the anti-fraud token of the dcbprotect script.
 */
export const SubscribeRequest = z
  .object({
    transaction_id: TransactionId,
    he_msisdn: z.string().max(512).optional().nullable(),
    msisdn: MsisdnInput.optional().nullable(),
    service_key: z.string({ error: ErrorMessages.packageMissing }).trim().min(1, ErrorMessages.packageMissing).max(64),
    evina_token: z.string().max(512).optional().nullable(),
    otp: z.string().trim().length(OTP_LENGTH, ErrorMessages.invalidOtp).optional().nullable(),
    free_id: z.string().max(64).optional().nullable(),
    contentblock_override: z.boolean().optional().default(false),
    to_cancel: YesNo,
  })
  .check((ctx) => {
    const v = ctx.value;
    if (!v.msisdn && !v.he_msisdn) {
      ctx.issues.push({ code: 'custom', message: ErrorMessages.invalidNumber, input: v, path: ['msisdn'] });
    }
    // A number typed by the user is proven only by an OTP; a header-enriched one by the carrier.
    if (v.to_cancel === 'no' && !v.he_msisdn && !v.otp) {
      ctx.issues.push({ code: 'custom', message: ErrorMessages.invalidOtp, input: v, path: ['otp'] });
    }
  });
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;
export type SubscribeRequestBody = z.input<typeof SubscribeRequest>;

/** `pending`: the carrier has not answered within the wait; poll the outcome by transaction id. */
export const SubscribeStatus = z.enum(['success', 'failed', 'pending', 'cancelled']);
export type SubscribeStatus = z.infer<typeof SubscribeStatus>;

export const SubscribeResponse = z.object({
  status: SubscribeStatus,
  description: z.string(),
  transaction_id: z.string(),
  subscriber_id: z.string().optional(),
  package_id: z.string().optional(),
});
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

/** POST /api/subscribe/outcome: the outcome of an earlier subscribe, for polling. */
export const SubscribeOutcomeRequest = z.object({ transaction_id: TransactionId });
export type SubscribeOutcomeRequest = z.infer<typeof SubscribeOutcomeRequest>;

/** POST /api/subscribe/unsubscribe: acts only for the signed-in subscriber's own number. */
export const UnsubscribeRequest = z.object({ msisdn: MsisdnInput });
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequest>;

export const UnsubscribeResponse = z.object({ is_subscribed: z.boolean() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

/** GET /api/csrf-token. */
export const CsrfTokenResponse = z.object({ csrfToken: z.string() });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponse>;

/** POST /api/dcbprotect/getDCBProtectScript. */
export const DcbProtectRequest = z.object({ transaction_id: TransactionId });
export type DcbProtectRequest = z.infer<typeof DcbProtectRequest>;

/** `s`: the anti-fraud script; `t`: the token the subscribe call must carry as `evina_token`. */
export const DcbProtectResponse = z.object({ s: z.string(), transaction_id: z.string(), t: z.string() });
export type DcbProtectResponse = z.infer<typeof DcbProtectResponse>;

/** POST /api/log-headers: the test headers page posts what it received. */
export const LogHeadersRequest = z.object({
  headers: z.record(z.string().max(128), z.string().max(2048)).refine((h) => Object.keys(h).length <= 100, 'At most 100 headers.'),
});
export type LogHeadersRequest = z.infer<typeof LogHeadersRequest>;

export const LogHeadersResponse = z.object({
  /** The headers the server received on this request, with numbers masked. */
  received: z.record(z.string(), z.string()),
  /** The masked number taken from the carrier's header, when a trusted proxy set it. */
  he_msisdn_masked: z.string().nullable(),
});
export type LogHeadersResponse = z.infer<typeof LogHeadersResponse>;
