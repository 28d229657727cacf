import type { Job } from 'bullmq';
import type { BillingDeps } from '../billing-deps';
import { appendLedger } from '../ledger/ledger';
import { getOutcome, saveOutcome, type SubscribeOutcome } from '../outcomes/outcome-store';
import { DeclineJob } from '../queues/job-data';

/** Decline (SPEC: subscribe with to_cancel yes): recorded in the ledger, nothing charged, the secrets dropped. */
export function createDeclineProcessor(deps: BillingDeps) {
  return async (job: Job): Promise<SubscribeOutcome> => {
    const data = DeclineJob.parse(job.data);
    const decided = await getOutcome(deps.db, data.transactionId);
    if (decided && decided.status !== 'pending') return decided;
    await deps.secrets.remove(data.transactionId);
    await appendLedger(deps.db, { kind: 'subscribe.declined', transactionId: data.transactionId, msisdn: data.msisdn, detail: { service_key: data.serviceKey } });
    return saveOutcome(deps.db, {
      transactionId: data.transactionId,
      status: 'cancelled',
      description: 'You declined the subscription. Nothing was charged.',
      code: null,
      msisdn: data.msisdn,
      subscriberId: null,
      subscriptionId: null,
      packageId: null,
    });
  };
}
