import { startTestRedis, type TestRedis } from '@grtv/kit/testing';
import { classifySubscribeFailure, ErrorMessages, findPackageById } from '@grtv/machines';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerForTransaction } from '../ledger/ledger';
import { hasRenewalScheduler } from '../lifecycle/follow-lifecycle';
import { findSubscription } from '../subscriptions/subscription-store';
import { startBillingHarness, type BillingHarness } from '../testing/billing-harness';
import { createSubscribeProcessor } from './subscribe.processor';

const DAILY = 'p-grtv-daily-c-01';
const WEEKLY = 'p-grtv-weekly-c-01';

describe('subscribe jobs against the carrier sandbox', () => {
  let redis: TestRedis;
  let h: BillingHarness;
  beforeAll(async () => {
    redis = await startTestRedis();
    h = await startBillingHarness(redis.url);
  });
  afterAll(async () => {
    await h?.close();
    await redis?.stop();
  });

  /** A number that already had its free day: its next subscription is charged at once. */
  async function numberWithoutFreeDay(packageId = DAILY): Promise<string> {
    const msisdn = h.newNumber();
    const first = await h.subscribe(msisdn, packageId);
    expect(first.status).toBe('success');
    await h.billing.producers.requestUnsubscribe(msisdn, 'unsubscribe');
    await expect.poll(async () => (await findSubscription(h.database.db, first.subscriptionId!))?.status, { timeout: 10_000 }).toBe('cancelled');
    return msisdn;
  }

  it('starts a first subscription in its free day, charges nothing, and schedules the renewal', async () => {
    const msisdn = h.newNumber();
    const outcome = await h.subscribe(msisdn, DAILY);
    expect(outcome).toMatchObject({ status: 'success', packageId: DAILY });
    const subscription = await findSubscription(h.database.db, outcome.subscriptionId!);
    expect(subscription?.status).toBe('trial');
    expect(await h.sandbox.listCharges(msisdn)).toEqual([]);
    expect(await hasRenewalScheduler(h.billing.queues.renewal, subscription!.id)).toBe(true);
  });

  it('charges once when the same transaction is submitted twice at once, and replays the first outcome', async () => {
    const msisdn = await numberWithoutFreeDay(WEEKLY);
    const attempt = await h.prepare(msisdn, WEEKLY);
    const transactionId = attempt.transactionId;
    const [a, b] = await Promise.all([h.submit(attempt), h.submit(attempt)]);
    expect(a.status).toBe('success');
    expect(b).toMatchObject({ status: 'success', subscriptionId: a.subscriptionId });
    const replay = await h.submit(attempt);
    expect(replay).toMatchObject({ status: 'success', subscriptionId: a.subscriptionId });
    const charges = (await h.sandbox.listCharges(msisdn)).filter((c) => c.transaction_id === transactionId);
    expect(charges.map((c) => [c.status, c.amount_cents])).toEqual([['charged', findPackageById(WEEKLY)!.amountCents]]);
    expect((await findSubscription(h.database.db, a.subscriptionId!))?.status).toBe('active');
  });

  it('charges once when a finished job is delivered again', async () => {
    const msisdn = await numberWithoutFreeDay();
    const outcome = await h.subscribe(msisdn, DAILY);
    expect(outcome.status).toBe('success');
    const job = await h.billing.queues.subscribe.getJob(outcome.transactionId);
    const again = await createSubscribeProcessor(h.billing.deps)({ name: 'subscribe', data: job!.data } as Job);
    expect(again).toMatchObject({ status: 'success', subscriptionId: outcome.subscriptionId });
    const booked = (await ledgerForTransaction(h.database.db, outcome.transactionId)).filter((e) => e.kind === 'charge.succeeded');
    expect(booked).toHaveLength(1);
    expect((await h.sandbox.listCharges(msisdn)).filter((c) => c.transaction_id === outcome.transactionId)).toHaveLength(1);
  });

  it('fails a wrong OTP at once with words the app shows as the OTP message; the right OTP then succeeds', async () => {
    const msisdn = h.newNumber();
    const attempt = await h.prepare(msisdn, DAILY);
    const transactionId = attempt.transactionId;
    const rightOtp = attempt.otp!;
    const wrong = await h.submit({ ...attempt, otp: rightOtp === '0000' ? '1111' : '0000' });
    expect(wrong).toMatchObject({ status: 'failed', code: 'INVALID_OTP' });
    expect(classifySubscribeFailure(wrong.description).message).toBe(ErrorMessages.otpFailed);
    const failedJob = await h.billing.queues.subscribe.getJob(transactionId);
    expect(await failedJob?.getState()).toBe('failed');
    expect(failedJob?.attemptsMade).toBe(1);

    const right = await h.submit({ ...attempt, otp: rightOtp });
    expect(right.status).toBe('success');
  });

  it('fails insufficient airtime at once with the airtime message, and ends the subscription', async () => {
    const msisdn = await numberWithoutFreeDay();
    await h.sandbox.setNumber(msisdn, { balance_cents: 200 });
    const outcome = await h.subscribe(msisdn, DAILY);
    expect(outcome).toMatchObject({ status: 'failed', code: 'INSUFFICIENT_FUNDS' });
    expect(classifySubscribeFailure(outcome.description).message).toBe(ErrorMessages.insufficientAirtime);
    expect((await h.billing.queues.subscribe.getJob(outcome.transactionId))?.attemptsMade).toBe(1);
    const carrierSide = await h.sandbox.listSubscriptions(msisdn);
    expect(carrierSide.every((s) => s.status === 'cancelled')).toBe(true);
    expect((await h.sandbox.listCharges(msisdn)).filter((c) => c.status === 'charged' && c.transaction_id === outcome.transactionId)).toEqual([]);
  });

  it('is refused while content block is on, and subscribes once the person accepts the override', async () => {
    const msisdn = h.newNumber();
    await h.sandbox.setNumber(msisdn, { content_block: true });
    const refused = await h.subscribe(msisdn, DAILY);
    expect(refused).toMatchObject({ status: 'failed', code: 'CONTENT_BLOCKED' });
    const accepted = await h.subscribe(msisdn, DAILY, { contentBlockOverride: true });
    expect(accepted.status).toBe('success');
  });

  it('refuses a barred number with the carrier description', async () => {
    const msisdn = h.newNumber();
    await h.sandbox.setNumber(msisdn, { barred: true });
    const outcome = await h.subscribe(msisdn, DAILY, { consent: 'header' });
    expect(outcome).toMatchObject({ status: 'failed', code: 'BARRED' });
    expect(classifySubscribeFailure(outcome.description).message).toBe(outcome.description);
  });

  it('subscribes a header-enriched number without an OTP', async () => {
    const outcome = await h.subscribe(h.newNumber(), DAILY, { consent: 'header' });
    expect(outcome.status).toBe('success');
  });

  it('records a decline and charges nothing', async () => {
    const msisdn = h.newNumber();
    await h.billing.producers.requestDecline({ transactionId: `txn-decline-${msisdn}`, msisdn, serviceKey: 'VODACOMTIER2GRTVD' });
    await expect.poll(async () => (await h.billing.producers.outcome(`txn-decline-${msisdn}`))?.status, { timeout: 10_000 }).toBe('cancelled');
    const kinds = (await ledgerForTransaction(h.database.db, `txn-decline-${msisdn}`)).map((e) => e.kind);
    expect(kinds).toEqual(['subscribe.declined']);
  });

  it('ends the subscription when the subscriber sends STOP by SMS', async () => {
    const msisdn = h.newNumber();
    const outcome = await h.subscribe(msisdn, DAILY);
    await h.sandbox.sendMo(msisdn, 'STOP');
    const [delivery] = (await h.sandbox.listNotifications()).filter((n) => n.event.msisdn === msisdn);
    expect(delivery?.event.type).toBe('subscription.stopped');
    await h.billing.producers.acceptNotification({
      eventId: delivery!.event.event_id,
      type: delivery!.event.type,
      carrierSubscriptionId: delivery!.event.subscription_id,
      channel: delivery!.event.channel,
      reason: delivery!.event.reason,
    });
    await expect.poll(async () => (await findSubscription(h.database.db, outcome.subscriptionId!))?.status, { timeout: 10_000 }).toBe('cancelled');
    expect(await hasRenewalScheduler(h.billing.queues.renewal, outcome.subscriptionId!)).toBe(false);
  });
});
