import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '../contracts/session';
import { coverageLine, runModel } from '../testing/run-model';
import { sessionMachine } from './session.machine';

const signedIn: SessionResponse = {
  user: { user_id: 'u1', msisdn_masked: '2782*****67', subscriber_id: 's1', package_id: 'p-grtv-daily-c-01' },
  expires: '2026-12-01T00:00:00.000Z',
};
const signedOut: SessionResponse = { user: null, expires: null };
const offline = { kind: 'failed', message: 'offline' };

describe('session machine (model-based)', () => {
  it('takes every transition on generated paths', async () => {
    const run = await runModel({
      name: 'session',
      machine: sessionMachine,
      inputs: [{}, { refetchOnWindowFocus: false }],
      events: [
        { type: 'window.focus' },
        { type: 'session.refetch' },
        { type: 'session.signedIn', session: signedIn },
        { type: 'session.signOut' },
        { type: 'session.required' },
        { type: 'xstate.done.actor.fetchSession', output: signedIn },
        { type: 'xstate.done.actor.fetchSession', output: signedOut },
        { type: 'xstate.error.actor.fetchSession', error: offline },
        { type: 'xstate.done.actor.signOut' },
        { type: 'xstate.error.actor.signOut', error: offline },
      ],
    });
    console.log(coverageLine('session', run), `— ${run.paths} paths, ${run.steps} steps`);
    expect(run.divergences).toEqual([]);
    expect(run.uncovered).toEqual([]);
    expect(run.covered).toBe(run.total);
  });
});
