import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from '../testing/run-model';
import { unsubscribeMachine } from './unsubscribe.machine';

describe('unsubscribe machine (model-based)', () => {
  it('takes every transition on generated paths', async () => {
    const run = await runModel({
      name: 'unsubscribe',
      machine: unsubscribeMachine,
      events: [
        { type: 'unsubscribe.start' },
        { type: 'unsubscribe.confirm' },
        { type: 'unsubscribe.cancel' },
        { type: 'xstate.done.actor.unsubscribeRequest', output: { is_subscribed: false } },
        { type: 'xstate.error.actor.unsubscribeRequest', error: { kind: 'failed', message: 'Vodacom did not answer.' } },
      ],
    });
    console.log(coverageLine('unsubscribe', run), `— ${run.paths} paths, ${run.steps} steps`);
    expect(run.divergences).toEqual([]);
    expect(run.uncovered).toEqual([]);
    expect(run.covered).toBe(run.total);
  });
});
