import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from '../testing/run-model';
import { subscriptionMachine } from './subscription.machine';

describe('subscription machine (model-based)', () => {
  it('takes every transition on generated paths', async () => {
    const run = await runModel({
      name: 'subscription',
      machine: subscriptionMachine,
      // Three dunning attempts keep the graph small while still walking past_due -> past_due -> suspended.
      inputs: [{ packageId: 'p-grtv-daily-c-01', maxDunningAttempts: 3 }],
      events: [
        { type: 'trial.start', trialEndsAt: '2026-11-24T00:00:00.000Z' },
        { type: 'charge.succeeded', transactionId: 't-ok', amountCents: 500, periodEndsAt: '2026-11-25T00:00:00.000Z' },
        { type: 'charge.failed', transactionId: 't-busy', final: false, reason: 'timeout' },
        { type: 'charge.failed', transactionId: 't-broke', final: true, reason: 'insufficient funds' },
        { type: 'cancel' },
        { type: 'unsubscribe' },
        { type: 'stop', channel: 'sms' },
        { type: 'carrier.ended', reason: 'number ported' },
        { type: 'suspension.expired' },
      ],
      // Counters of transient failures grow without bound; they do not change what can happen next.
      serializeState: (s) => JSON.stringify({ value: s.value, dunning: s.context.dunningAttempts, ended: s.context.endedReason }),
    });
    console.log(coverageLine('subscription', run), `— ${run.paths} paths, ${run.steps} steps`);
    expect(run.divergences).toEqual([]);
    expect(run.uncovered).toEqual([]);
    expect(run.covered).toBe(run.total);
  });
});
