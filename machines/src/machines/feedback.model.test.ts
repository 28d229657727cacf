import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from '../testing/run-model';
import { feedbackMachine } from './feedback.machine';

describe('feedback machine (model-based)', () => {
  it('takes every transition on generated paths', async () => {
    const run = await runModel({
      name: 'feedback',
      machine: feedbackMachine,
      events: [
        { type: 'feedback.submit', form: { experience: '4', comment: 'Lekker shows', comment_type: 'content' } },
        { type: 'feedback.submit', form: { experience: '', comment: '', comment_type: 'content' } },
        { type: 'feedback.again' },
        { type: 'xstate.done.actor.sendFeedback', output: { id: 'fbk_1', rating_id: 'rat_1' } },
        { type: 'xstate.error.actor.sendFeedback', error: { kind: 'rate_limited', message: 'Too many feedback messages.' } },
      ],
    });
    console.log(coverageLine('feedback', run), `— ${run.paths} paths, ${run.steps} steps`);
    expect(run.divergences).toEqual([]);
    expect(run.uncovered).toEqual([]);
    expect(run.covered).toBe(run.total);
  });
});
