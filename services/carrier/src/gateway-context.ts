import type { Logger } from '@grtv/kit';
import type { MerchantNotifier } from './notify/merchant-notifier';
import type { Clock } from './ports/clock';
import type { OtpGenerator, RandomSource } from './ports/random-source';
import type { GatewayStore } from './store/gateway-store';

/** What every use case may use: the state, the clock, randomness and the way out to the merchant. */
export interface GatewayContext {
  store: GatewayStore;
  clock: Clock;
  random: RandomSource;
  otpGenerator: OtpGenerator;
  notifier: MerchantNotifier;
  logger: Logger;
  settings: {
    otpTtlSeconds: number;
    protectSecret: string;
    protectTtlSeconds: number;
  };
}

/** The gateway's clock as ISO text. */
export function nowIso(ctx: Pick<GatewayContext, 'clock'>): string {
  return new Date(ctx.clock.now()).toISOString();
}
