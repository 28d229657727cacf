import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from '../testing/run-model';
import { subscribeModelSpec } from './subscribe.model';

describe('subscribe machine (model-based)', () => {
  it('takes every transition on generated paths, typed and header-enriched', async () => {
    const run = await runModel(subscribeModelSpec);
    console.log(coverageLine('subscribe', run), `— ${run.paths} paths, ${run.steps} steps`);
    expect(run.divergences).toEqual([]);
    expect(run.uncovered).toEqual([]);
    expect(run.covered).toBe(run.total);
  });
});
