import { findPackageById } from '@grtv/machines';
import { UnrecoverableError, type Job } from 'bullmq';
import type { BillingDeps } from '../billing-deps';
import { CarrierError } from '../carrier/carrier-error';
import { chargeOnce } from '../charges/charge-once';
import { followLifecycle } from '../lifecycle/follow-lifecycle';
import { appendLedger } from '../ledger/ledger';
import { getOutcome, saveOutcome, type SubscribeOutcome } from '../outcomes/outcome-store';
import { SubscribeJob } from '../queues/job-data';
import { applySubscriptionEvent } from '../subscriptions/apply-subscription-event';
import { createSubscriptionOnce, ensureSubscriber, findSubscriptionByTransaction, initialSnapshot } from '../subscriptions/subscription-store';

/**
 * One subscribe attempt: consent at the carrier (OTP or header number), then the free day or the
 * first charge, then renewals. Safe to run again at any point: the carrier call is idempotent on
 * the transaction, the subscription row is unique per transaction, and the charge is chargeOnce.
 */
export function createSubscribeProcessor(deps: BillingDeps) {
  return async (job: Job): Promise<SubscribeOutcome> => {
    const data = SubscribeJob.parse(job.data);
    const decided = await getOutcome(deps.db, data.transactionId);
    if (decided && decided.status !== 'pending') return decided;
    const pkg = findPackageById(data.packageId);
    if (!pkg || pkg.serviceKey !== data.serviceKey) return refuse(deps, data, 'UNKNOWN_PACKAGE', 'Selected Package missing, please try subscribing again.');

    let subscription = await findSubscriptionByTransaction(deps.db, data.transactionId);
    if (!subscription) {
      const secrets = await deps.secrets.read(data.transactionId);
      if (!secrets) return refuse(deps, data, 'OTP_EXPIRED', 'The OTP timed out. Please request a new OTP.');
      let created;
      try {
        created = await deps.gateway.createSubscription({
          transactionId: data.transactionId,
          msisdn: data.msisdn,
          serviceKey: data.serviceKey,
          protectToken: secrets.protectToken,
          consent: data.consent,
          ...(secrets.otp ? { otp: secrets.otp } : {}),
          contentBlockOverride: data.contentBlockOverride,
        });
      } catch (error) {
        if (error instanceof CarrierError && error.kind === 'final') return refuse(deps, data, error.code, error.description);
        throw error;
      }
      const subscriberId = await ensureSubscriber(deps.db, data.msisdn, () => deps.newId('sbr'));
      subscription = await createSubscriptionOnce(deps.db, {
        id: deps.newId('sub'),
        subscriberId,
        msisdn: data.msisdn,
        packageId: pkg.id,
        serviceKey: pkg.serviceKey,
        transactionId: data.transactionId,
        carrierSubscriptionId: created.subscriptionId,
        freeTrial: created.freeTrial,
        snapshot: initialSnapshot(pkg.id, deps.config.MAX_DUNNING_ATTEMPTS),
      });
      await appendLedger(deps.db, {
        kind: 'carrier.subscription_created',
        transactionId: data.transactionId,
        subscriptionId: subscription.id,
        msisdn: data.msisdn,
        detail: { carrier_subscription_id: created.subscriptionId, free_trial: created.freeTrial, consent: data.consent, replayed: created.replayed },
      });
      await deps.secrets.remove(data.transactionId);
    }

    if (subscription.status === 'pending') {
      const now = deps.now();
      if (subscription.freeTrial) {
        const applied = await applySubscriptionEvent(deps.db, subscription.id, { type: 'trial.start', trialEndsAt: new Date(now + deps.periods.trialMs).toISOString() }, { transactionId: data.transactionId });
        await followLifecycle(deps.queues.renewal, deps.periods, applied);
      } else {
        const charge = await chargeOnce(deps, {
          transactionId: data.transactionId,
          subscriptionId: subscription.id,
          carrierSubscriptionId: subscription.carrierSubscriptionId!,
          msisdn: data.msisdn,
          amountCents: pkg.amountCents,
          description: `${pkg.name} first ${pkg.period}`,
        });
        deps.metrics.charges.inc({ outcome: charge.kind });
        if (charge.kind === 'refused') {
          await applySubscriptionEvent(deps.db, subscription.id, { type: 'charge.failed', transactionId: data.transactionId, final: true, reason: charge.description }, { transactionId: data.transactionId });
          await deps.gateway.cancelSubscription(subscription.carrierSubscriptionId!, 'first charge refused').catch(() => undefined);
          return refuse(deps, data, charge.code, charge.description, subscription.subscriberId);
        }
        const periodEndsAt = new Date(now + deps.periods.periodMs(pkg.id)).toISOString();
        const applied = await applySubscriptionEvent(
          deps.db,
          subscription.id,
          { type: 'charge.succeeded', transactionId: data.transactionId, amountCents: charge.amountCents, periodEndsAt },
          { transactionId: data.transactionId, amountCents: charge.amountCents },
        );
        await followLifecycle(deps.queues.renewal, deps.periods, applied);
      }
    }
    return saveOutcome(deps.db, {
      transactionId: data.transactionId,
      status: 'success',
      description: subscription.freeTrial ? 'Subscribed: your first day is free.' : 'Subscribed.',
      code: null,
      msisdn: data.msisdn,
      subscriberId: subscription.subscriberId,
      subscriptionId: subscription.id,
      packageId: subscription.packageId,
    });
  };
}

/**
 * A final "no" from the carrier (invalid OTP, insufficient airtime, content block, barred...):
 * recorded, answered with the carrier's words, and the job fails at once (no retries) so ops see it.
 */
async function refuse(deps: BillingDeps, data: SubscribeJob, code: string, description: string, subscriberId: string | null = null): Promise<never> {
  await appendLedger(deps.db, { kind: 'subscribe.refused', transactionId: data.transactionId, msisdn: data.msisdn, detail: { code, description } });
  await saveOutcome(deps.db, { transactionId: data.transactionId, status: 'failed', description, code, msisdn: data.msisdn, subscriberId, subscriptionId: null, packageId: data.packageId });
  if (code !== 'INVALID_OTP' && code !== 'OTP_EXPIRED') await deps.secrets.remove(data.transactionId);
  throw new UnrecoverableError(`${code}: ${description}`);
}
