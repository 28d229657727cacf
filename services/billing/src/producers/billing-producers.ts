import { MerchantNotification, verifyWebhookSignature } from '@grtv/carrier/contract';
import type { BillingDeps } from '../billing-deps';
import { appendLedger } from '../ledger/ledger';
import { deleteOutcome, getOutcome, RETRYABLE_BY_PERSON, type SubscribeOutcome } from '../outcomes/outcome-store';
import type { DeclineJob, NotificationJob, SubscribeJob, UnsubscribeJob } from '../queues/job-data';
import { ledgerForMsisdn } from '../ledger/ledger';
import { liveSubscriptionForMsisdn, subscriptionsForMsisdn, type SubscriptionRow } from '../subscriptions/subscription-store';
import type { OutcomeWaiter } from './outcome-waiter';

export interface SubscribeRequest extends SubscribeJob {
  otp?: string;
  /** The anti-fraud token of the dcbprotect script. */
  protectToken: string;
}

/**
 * What the API may do with billing (DESIGN: producers only): queue work, wait a bounded time for
 * a subscribe's outcome, read it back. The transaction id is the job id, so a double click or a
 * replayed request queues one job, and a finished attempt answers with its first outcome.
 */
export function createBillingProducers(deps: Pick<BillingDeps, 'db' | 'queues' | 'secrets' | 'config'>, waiter: OutcomeWaiter) {
  const { db, queues, secrets } = deps;
  return {
    /** Queues a subscribe attempt. Returns the earlier outcome instead when the attempt was decided. */
    async requestSubscribe(request: SubscribeRequest): Promise<SubscribeOutcome | null> {
      const earlier = await getOutcome(db, request.transactionId);
      if (earlier && earlier.msisdn !== request.msisdn) {
        return { ...earlier, status: 'failed', description: 'This transaction belongs to another number. Please start again.', code: 'TRANSACTION_MISMATCH' };
      }
      if (earlier && earlier.status !== 'pending') {
        // A wrong or expired OTP is the one refusal a person fixes within the same attempt.
        const retryable = earlier.status === 'failed' && earlier.code !== null && RETRYABLE_BY_PERSON.has(earlier.code);
        if (!retryable || !request.otp) return earlier;
        await deleteOutcome(db, request.transactionId);
        await queues.subscribe.remove(request.transactionId).catch(() => 0);
      }
      const { otp, protectToken, ...job } = request;
      await secrets.write(request.transactionId, { ...(otp ? { otp } : {}), protectToken });
      await appendLedger(db, {
        kind: 'subscribe.requested',
        transactionId: request.transactionId,
        msisdn: request.msisdn,
        detail: { package_id: request.packageId, consent: request.consent, content_block_override: request.contentBlockOverride },
      });
      await queues.subscribe.add('subscribe', job satisfies SubscribeJob, { jobId: request.transactionId });
      return null;
    },

    /** Waits up to `timeoutMs` for the outcome; `pending` when the carrier has not answered yet. */
    async waitForOutcome(transactionId: string, msisdn: string, timeoutMs: number): Promise<SubscribeOutcome> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const outcome = await getOutcome(db, transactionId);
        if (outcome && outcome.status !== 'pending') return outcome;
        const left = deadline - Date.now();
        if (left <= 0) return pendingOutcome(transactionId, msisdn);
        await waiter.nudge(transactionId, Math.min(left, 250));
      }
    },

    /** The outcome so far, for polling: `pending` while its job is queued or running; null when GRTV never saw the transaction. */
    async outcome(transactionId: string): Promise<SubscribeOutcome | null> {
      const decided = await getOutcome(db, transactionId);
      if (decided) return decided;
      const job = await queues.subscribe.getJob(transactionId);
      return job ? pendingOutcome(transactionId, (job.data as SubscribeJob).msisdn) : null;
    },

    /** Decline (to_cancel yes): recorded, nothing charged. */
    async requestDecline(request: DeclineJob): Promise<void> {
      await queues.cancel.add('decline', request satisfies DeclineJob, { jobId: `dcl-${request.transactionId}` });
    },

    /** Ends the number's live subscription (its own subscriber, or ops). Null when it has none. */
    async requestUnsubscribe(msisdn: string, reason: UnsubscribeJob['reason']): Promise<string | null> {
      const live = await liveSubscriptionForMsisdn(db, msisdn);
      if (!live) return null;
      await queues.unsubscribe.add('unsubscribe', { subscriptionId: live.id, reason } satisfies UnsubscribeJob, { jobId: `uns-${live.id}` });
      return live.id;
    },

    /** The number's subscription that has not ended (trial, active, past_due, suspended), if any. */
    async liveSubscription(msisdn: string): Promise<SubscriptionView | null> {
      const row = await liveSubscriptionForMsisdn(db, msisdn);
      return row ? view(row) : null;
    },

    /** Everything billing knows of a number, for the ops console: its subscriptions and its whole ledger. */
    async history(msisdn: string) {
      const [rows, events] = await Promise.all([subscriptionsForMsisdn(db, msisdn), ledgerForMsisdn(db, msisdn)]);
      return { subscriptions: rows.map(view), events };
    },

    /** A verified carrier notification becomes a job (its event id dedupes re-deliveries). */
    async acceptNotification(notification: NotificationJob): Promise<void> {
      await queues.notifications.add(notification.type, notification satisfies NotificationJob, { jobId: `ntf-${notification.eventId}` });
    },

    /**
     * A carrier webhook as received: the signature is checked over the raw body (with a five-minute
     * window against replays) before anything is parsed, then it becomes a job.
     */
    async acceptSignedNotification(rawBody: string, timestamp: string | undefined, signature: string | undefined) {
      if (!verifyWebhookSignature(rawBody, timestamp, signature, deps.config.WEBHOOK_SECRET, { toleranceSeconds: 300 })) return 'invalid-signature' as const;
      let parsed;
      try {
        parsed = MerchantNotification.safeParse(JSON.parse(rawBody));
      } catch {
        return 'invalid-body' as const;
      }
      if (!parsed.success) return 'invalid-body' as const;
      const event = parsed.data;
      await this.acceptNotification({ eventId: event.event_id, type: event.type, carrierSubscriptionId: event.subscription_id, ...(event.channel ? { channel: event.channel } : {}), reason: event.reason });
      return 'accepted' as const;
    },
  };
}
export type BillingProducers = ReturnType<typeof createBillingProducers>;

/** A subscription as the API and ops see it. */
export interface SubscriptionView {
  id: string;
  subscriberId: string;
  msisdn: string;
  packageId: string;
  status: string;
  periodEndsAt: string | null;
  freeTrial: boolean;
  createdAt: string;
}

function view(row: SubscriptionRow): SubscriptionView {
  return {
    id: row.id,
    subscriberId: row.subscriberId,
    msisdn: row.msisdn,
    packageId: row.packageId,
    status: row.status,
    periodEndsAt: row.periodEndsAt?.toISOString() ?? null,
    freeTrial: row.freeTrial,
    createdAt: row.createdAt.toISOString(),
  };
}

function pendingOutcome(transactionId: string, msisdn: string): SubscribeOutcome {
  return {
    transactionId,
    status: 'pending',
    description: 'Waiting for Vodacom to confirm.',
    code: null,
    msisdn,
    subscriberId: null,
    subscriptionId: null,
    packageId: null,
  };
}
