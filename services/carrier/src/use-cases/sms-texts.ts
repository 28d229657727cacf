import { formatAmount, type CataloguePackage } from '@grtv/machines';

/** The sender name subscribers see. */
export const SMS_SENDER = 'GRTV';

/** `R5/day`, `R10/week`, `R2.50/day`. */
export function priceText(service: Pick<CataloguePackage, 'amountCents' | 'period'>): string {
  const rands = service.amountCents % 100 === 0 ? String(service.amountCents / 100) : formatAmount(service.amountCents);
  return `R${rands}/${service.period}`;
}

function validity(ttlSeconds: number): string {
  return ttlSeconds % 60 === 0 ? `${ttlSeconds / 60} min` : `${ttlSeconds} s`;
}

/** "Your GRTV Daily OTP is 4821. R5/day, first day free. Valid 5 min." */
export function subscribeOtpText(service: CataloguePackage, otp: string, freeTrial: boolean, ttlSeconds: number): string {
  return `Your ${service.name} OTP is ${otp}. ${priceText(service)}${freeTrial ? ', first day free' : ''}. Valid ${validity(ttlSeconds)}.`;
}

export function signinOtpText(service: CataloguePackage, otp: string, ttlSeconds: number): string {
  return `Your ${service.name} sign-in OTP is ${otp}. Valid ${validity(ttlSeconds)}. Never share it.`;
}

export function subscribedText(service: CataloguePackage, freeTrial: boolean): string {
  const price = priceText(service);
  return freeTrial
    ? `You are subscribed to ${service.name}. Your first day is free, then ${price}. Reply STOP to cancel.`
    : `You are subscribed to ${service.name} at ${price}. Reply STOP to cancel.`;
}

export function chargedText(service: CataloguePackage, amountCents: number): string {
  return `You have been charged R${formatAmount(amountCents)} for ${service.name}. Reply STOP to cancel.`;
}

export function stoppedText(service: CataloguePackage): string {
  return `You have unsubscribed from ${service.name}. You will not be charged again.`;
}

export function endedByCarrierText(service: CataloguePackage): string {
  return `Your ${service.name} subscription has ended: premium services are barred on this number.`;
}

export const NOTHING_TO_STOP_TEXT = 'You have no active GRTV subscription.';
export const HELP_TEXT = 'GRTV: mobile TV. Reply STOP to cancel your subscription. Help: grtv.co.za/help';
export const UNKNOWN_COMMAND_TEXT = 'Sorry, we did not understand that. Reply STOP to cancel GRTV or HELP for help.';
