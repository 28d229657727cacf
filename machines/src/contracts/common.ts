import { z } from 'zod';

/** The body of every error answer: a stable code and a message a person can act on. */
export const ApiError = z.object({
  code: z.string(),
  message: z.string(),
  /** Seconds to wait before trying again (rate limits and throttling). */
  retry_after_seconds: z.number().int().nonnegative().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** SPEC section 3: pagination of lists. `page` counts from 1. */
export const Pagination = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  pages: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type Pagination = z.infer<typeof Pagination>;

/** A 1-based page number in a request. */
export const PageNumber = z.number().int().min(1).max(10_000);
/** A page size in a request. */
export const PageLimit = z.number().int().min(1).max(100);

/** A URL-safe slug of a content item. */
export const Slug = z.string().trim().min(1).max(160).regex(/^[a-z0-9][a-z0-9-]*$/, 'A slug is lower-case letters, digits and dashes.');

/** A subscribe attempt's id: the BullMQ job id and the ledger's unique key. */
export const TransactionId = z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/, 'transaction_id is 8 to 64 letters, digits, - or _.');

/** An empty JSON body (some content-host calls are POST without parameters). */
export const EmptyBody = z.object({}).optional();
