import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from '../testing/run-model';
import { watchMachine, type StreamError } from './watch.machine';

const stream = { url: '/media/s/1/sig/grtv-sunrise/master.m3u8', expires_at: '2026-12-01T00:00:00Z', live: false };
const refused = (kind: StreamError['kind'], message: string): StreamError => ({ kind, message });

describe('watch machine (model-based)', () => {
  it('takes every transition on generated paths', async () => {
    const run = await runModel({
      name: 'watch',
      machine: watchMachine,
      inputs: [{ kind: 'video', slug: 'kasi-kitchen-braai' }],
      events: [
        { type: 'session.known', signedIn: true },
        { type: 'session.known', signedIn: false },
        { type: 'stream.retry' },
        { type: 'playback.failed', message: 'The video stopped. Check your connection.' },
        { type: 'xstate.done.actor.streamRequest', output: stream },
        { type: 'xstate.error.actor.streamRequest', error: refused('session', 'SessionRequired') },
        { type: 'xstate.error.actor.streamRequest', error: refused('payment', 'Subscribe to watch GRTV.') },
        { type: 'xstate.error.actor.streamRequest', error: refused('failed', 'Service Unavailable') },
      ],
    });
    console.log(coverageLine('watch', run), `— ${run.paths} paths, ${run.steps} steps`);
    expect(run.divergences).toEqual([]);
    expect(run.uncovered).toEqual([]);
    expect(run.covered).toBe(run.total);
  });
});
