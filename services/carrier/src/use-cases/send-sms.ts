import type { SmsMessage } from '../contract';
import { nowIso, type GatewayContext } from '../gateway-context';
import { SMS_SENDER } from './sms-texts';

/** Delivers an SMS to a number's sandbox inbox. The text is never logged (it may hold an OTP). */
export function sendSms(ctx: GatewayContext, msisdn: string, kind: SmsMessage['kind'], text: string, otp?: string): SmsMessage {
  const message: SmsMessage = { id: ctx.random.id('sms'), at: nowIso(ctx), from: SMS_SENDER, text, kind, ...(otp ? { otp } : {}) };
  ctx.store.addSms(msisdn, message);
  ctx.logger.info({ msisdn, kind }, 'sms sent');
  return message;
}
