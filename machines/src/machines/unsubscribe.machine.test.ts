import type { UnsubscribeResponse } from '../contracts/subscribe';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { unsubscribeMachine } from './unsubscribe.machine';

function start(outcome: 'ok' | 'fail') {
  const calls = vi.fn();
  const announced = vi.fn();
  const logic = unsubscribeMachine.provide({
    actors: {
      unsubscribeRequest: fromPromise<UnsubscribeResponse>(async () => {
        calls();
        if (outcome === 'fail') throw { kind: 'failed', message: 'The carrier is not answering.' };
        return { is_subscribed: false };
      }),
    },
    actions: { announceUnsubscribed: announced },
  });
  return { actor: createActor(logic).start(), calls, announced };
}

describe('unsubscribe machine', () => {
  it('asks for confirmation before unsubscribing, and Keep changes nothing', () => {
    const { actor, calls } = start('ok');
    actor.send({ type: 'unsubscribe.start' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'unsubscribe.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).not.toHaveBeenCalled();
  });

  it('unsubscribes once confirmed and tells the host', async () => {
    const { actor, calls, announced } = start('ok');
    actor.send({ type: 'unsubscribe.start' });
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (s) => s.matches('unsubscribed'));
    expect(calls).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('shows why it failed and lets the person try again', async () => {
    const { actor } = start('fail');
    actor.send({ type: 'unsubscribe.start' });
    actor.send({ type: 'unsubscribe.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.message).toBe('The carrier is not answering.');
    actor.send({ type: 'unsubscribe.start' });
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});
