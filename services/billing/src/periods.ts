import { findPackageById, FREE_TRIAL_DAYS, type BillingPeriod } from '@grtv/machines';
import type { BillingConfig } from './config';

const DAYS: Record<BillingPeriod, number> = { day: 1, week: 7, month: 30 };

/** Lengths of time in ms, from the configured billing day (tests compress it). */
export function billingPeriods(config: BillingConfig) {
  const day = config.BILLING_DAY_MS;
  return {
    trialMs: FREE_TRIAL_DAYS * day,
    dunningIntervalMs: Math.max(1, Math.round(config.DUNNING_INTERVAL_DAYS * day)),
    suspendedRetryMs: Math.max(1, Math.round(config.SUSPENDED_RETRY_DAYS * day)),
    suspensionMaxMs: Math.round(config.SUSPENSION_MAX_DAYS * day),
    /** A renewal firing this early is still on time (scheduler and clocks differ a little). */
    earlyToleranceMs: Math.min(60_000, Math.round(day * 0.02)),
    periodMs(packageId: string): number {
      const pkg = findPackageById(packageId);
      if (!pkg) throw new Error(`Unknown package ${packageId}.`);
      return DAYS[pkg.period] * day;
    },
  };
}
export type BillingPeriods = ReturnType<typeof billingPeriods>;
