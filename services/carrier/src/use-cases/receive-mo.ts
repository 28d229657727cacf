import type { MoChannel, MoRequest, MoResponse } from '../contract';
import type { GatewayContext } from '../gateway-context';
import { endSubscription } from './end-subscription';
import { sendSms } from './send-sms';
import { HELP_TEXT, NOTHING_TO_STOP_TEXT, stoppedText, UNKNOWN_COMMAND_TEXT } from './sms-texts';
import { findService } from './find-service';

const STOP = /^stop(\s+grtv)?$/i;
const HELP = /^help(\s+grtv)?$/i;

/**
 * A message from a subscriber to the service by SMS or USSD. `STOP` (any case, optionally
 * `STOP GRTV`) ends every active GRTV subscription of the number and notifies the merchant.
 */
export function receiveMo(ctx: GatewayContext, request: MoRequest): MoResponse {
  const channel: MoChannel = request.channel ?? 'sms';
  const text = request.text.trim().replace(/\s+/g, ' ');
  const answer = (command: MoResponse['command'], reply: string, stopped: string[] = []): MoResponse => {
    // USSD answers on the session screen; SMS answers by SMS.
    if (channel === 'sms' && stopped.length === 0) sendSms(ctx, request.msisdn, 'info', reply);
    return { msisdn: request.msisdn, channel, command, stopped, reply };
  };

  if (STOP.test(text)) {
    const active = ctx.store.subscriptions({ msisdn: request.msisdn }).filter((s) => s.status === 'active');
    if (active.length === 0) return answer('stop', NOTHING_TO_STOP_TEXT);
    for (const subscription of active) endSubscription(ctx, subscription, { reason: `stop_${channel}`, by: { kind: 'subscriber', channel } });
    const names = active.map((s) => findService(s.service_key)).filter((s) => s !== undefined);
    const reply = names.map((s) => stoppedText(s)).join(' ');
    return answer('stop', reply, active.map((s) => s.subscription_id));
  }
  if (HELP.test(text)) return answer('help', HELP_TEXT);
  return answer('unknown', UNKNOWN_COMMAND_TEXT);
}
