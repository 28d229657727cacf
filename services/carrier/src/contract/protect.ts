import { z } from 'zod';
import { IsoTime, TransactionId } from './common';

/** POST /v1/protect/script: the anti-fraud (dcbprotect) script for one transaction. */
export const ProtectScriptRequest = z.object({ transaction_id: TransactionId });
export type ProtectScriptRequest = z.infer<typeof ProtectScriptRequest>;

export const ProtectScriptResponse = z.object({
  transaction_id: z.string(),
  /** JavaScript the subscriber's browser runs; it sets `window.dcbProtect`. */
  script: z.string(),
  /** Opaque; the subscription call must carry it as `protect_token`. */
  token: z.string(),
  expires_at: IsoTime,
});
export type ProtectScriptResponse = z.infer<typeof ProtectScriptResponse>;
