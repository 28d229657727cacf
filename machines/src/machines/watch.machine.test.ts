import type { StreamResponse } from '../contracts/media';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { watchMachine, type StreamError } from './watch.machine';

const STREAM: StreamResponse = { url: '/media/s/1/sig/grtv-sunrise/master.m3u8', expires_at: '2026-03-01T14:00:00Z', live: false };

function start(answers: Array<StreamResponse | StreamError>) {
  const asked: string[] = [];
  const logic = watchMachine.provide({
    actors: {
      streamRequest: fromPromise(async ({ input }) => {
        asked.push(`${input.kind}:${input.slug}`);
        const answer = answers.shift();
        if (!answer || 'kind' in answer) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(logic, { input: { kind: 'episode', slug: 'ubuntu-heights-s01e01' } }).start();
  return { actor, asked };
}

describe('watch machine', () => {
  it('asks for nothing until the session is known, then plays the signed stream', async () => {
    const { actor, asked } = start([STREAM]);
    expect(actor.getSnapshot().value).toBe('waitingForSession');
    expect(asked).toEqual([]);
    actor.send({ type: 'session.known', signedIn: true });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(actor.getSnapshot().context.stream).toEqual(STREAM);
    expect(asked).toEqual(['episode:ubuntu-heights-s01e01']);
  });

  it('asks a visitor to subscribe without calling the API', () => {
    const { actor, asked } = start([]);
    actor.send({ type: 'session.known', signedIn: false });
    expect(actor.getSnapshot().value).toBe('subscribeRequired');
    expect(asked).toEqual([]);
  });

  it('asks to subscribe on a 401, and requests again once signed in', async () => {
    const { actor } = start([{ kind: 'session', message: 'SessionRequired' }, STREAM]);
    actor.send({ type: 'session.known', signedIn: true });
    await waitFor(actor, (s) => s.matches('subscribeRequired'));
    actor.send({ type: 'session.known', signedIn: true });
    await waitFor(actor, (s) => s.matches('playing'));
  });

  it('shows the message of a 402 and may try again', async () => {
    const paused = 'Your subscription is paused because the last payments did not go through. Top up your airtime to keep watching.';
    const { actor } = start([{ kind: 'payment', message: paused }, STREAM]);
    actor.send({ type: 'session.known', signedIn: true });
    await waitFor(actor, (s) => s.matches('paymentRequired'));
    expect(actor.getSnapshot().context.message).toBe(paused);
    actor.send({ type: 'stream.retry' });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('turns a failed request or failed playback into a failure that can be retried', async () => {
    const { actor } = start([{ kind: 'failed', message: 'You seem to be offline.' }, STREAM, STREAM]);
    actor.send({ type: 'session.known', signedIn: true });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('You seem to be offline.');
    actor.send({ type: 'stream.retry' });
    await waitFor(actor, (s) => s.matches('playing'));
    actor.send({ type: 'playback.failed', message: 'The video could not be played.' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'stream.retry' });
    await waitFor(actor, (s) => s.matches('playing'));
  });

  it('uses a general message when the failure has none', async () => {
    const { actor } = start([]);
    actor.send({ type: 'session.known', signedIn: true });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('This video could not be started. Please try again.');
  });
});
