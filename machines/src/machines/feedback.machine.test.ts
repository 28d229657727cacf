import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { feedbackMachine } from './feedback.machine';
import { FeedbackMessages } from '../rules/validate-feedback';

function start(fail = false) {
  const sent = vi.fn();
  const announced = vi.fn();
  const logic = feedbackMachine.provide({
    actors: {
      sendFeedback: fromPromise(async ({ input }) => {
        sent(input);
        if (fail) throw { kind: 'rate_limited', message: 'Too many feedback messages. Please try again in an hour.' };
        return { id: 'fbk_1', rating_id: 'rt_1' };
      }),
    },
    actions: { announceSent: announced },
  });
  return { actor: createActor(logic).start(), sent, announced };
}

describe('feedback machine', () => {
  it('keeps invalid feedback on the phone and says what to fix', () => {
    const { actor, sent } = start();
    actor.send({ type: 'feedback.submit', form: { experience: '', comment: '', comment_type: '' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ experience: FeedbackMessages.rating, comment_type: FeedbackMessages.commentType });
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends valid feedback and tells the host', async () => {
    const { actor, sent, announced } = start();
    actor.send({ type: 'feedback.submit', form: { experience: '5', comment: 'Great soapies', comment_type: 'content' } });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toHaveBeenCalledWith({ experience: 5, comment: 'Great soapies', comment_type: 'content' });
    expect(announced).toHaveBeenCalled();
    actor.send({ type: 'feedback.again' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('shows the server message when sending fails, keeping the form', async () => {
    const { actor } = start(true);
    actor.send({ type: 'feedback.submit', form: { experience: '2', comment: '', comment_type: 'playback' } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toBe('Too many feedback messages. Please try again in an hour.');
  });
});
