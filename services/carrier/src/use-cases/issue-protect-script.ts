import type { ProtectScriptResponse } from '../contract';
import type { GatewayContext } from '../gateway-context';
import { signProtectToken } from './protect-token';

/**
 * The dcbprotect script of one transaction and the token the subscription call must carry. A real
 * gateway's script fingerprints the browser; this one only marks that it ran.
 */
export function issueProtectScript(ctx: GatewayContext, transactionId: string): ProtectScriptResponse {
  const expiresAtSeconds = Math.floor(ctx.clock.now() / 1000) + ctx.settings.protectTtlSeconds;
  // JSON text is valid JS; escaping < keeps it safe inside an inline <script> element.
  const literal = JSON.stringify(transactionId).replace(/</g, '\\u003c');
  const script =
    `(function(w){w.dcbProtect={ready:true,transaction_id:${literal},checked_at:Date.now()};` +
    `try{w.dispatchEvent(new Event('dcbprotect:ready'))}catch(e){}})(window);`;
  return {
    transaction_id: transactionId,
    script,
    token: signProtectToken(transactionId, expiresAtSeconds, ctx.settings.protectSecret),
    expires_at: new Date(expiresAtSeconds * 1000).toISOString(),
  };
}
