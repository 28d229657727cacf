import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from '../testing/run-model';
import type { FlowError } from './flow-error';
import { playlistMachine } from './playlist.machine';

const sessionRequired: FlowError = { kind: 'session', message: 'SessionRequired' };
const failure: FlowError = { kind: 'failed', message: 'My List is resting' };

describe('playlist machine (model-based)', () => {
  it('takes every transition on generated paths', async () => {
    const run = await runModel({
      name: 'playlist',
      machine: playlistMachine,
      inputs: [{ item: { video_id: 'v1' } }],
      events: [
        { type: 'playlist.toggle' },
        { type: 'playlist.retry' },
        { type: 'xstate.done.actor.fetchStatus', output: { status: true } },
        { type: 'xstate.done.actor.fetchStatus', output: { status: false } },
        { type: 'xstate.error.actor.fetchStatus', error: sessionRequired },
        { type: 'xstate.error.actor.fetchStatus', error: failure },
        { type: 'xstate.done.actor.addItem', output: { status: true } },
        { type: 'xstate.error.actor.addItem', error: sessionRequired },
        { type: 'xstate.error.actor.addItem', error: failure },
        { type: 'xstate.done.actor.removeItem', output: { status: true } },
        { type: 'xstate.error.actor.removeItem', error: sessionRequired },
        { type: 'xstate.error.actor.removeItem', error: failure },
      ],
    });
    console.log(coverageLine('playlist', run), `— ${run.paths} paths, ${run.steps} steps`);
    expect(run.divergences).toEqual([]);
    expect(run.uncovered).toEqual([]);
    expect(run.covered).toBe(run.total);
  });
});
