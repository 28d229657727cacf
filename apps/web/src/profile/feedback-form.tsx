import type { FeedbackResponse } from '@grtv/machines';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { postJsonWithCsrf } from '../api/http';
import { StarIcon } from '../components/icons';
import { feedbackMachine } from '@grtv/machines';
import { COMMENT_MAX, COMMENT_TYPES } from '@grtv/machines';

const RATING_WORDS = ['', 'Poor', 'Not great', 'OK', 'Good', 'Great'];

/** Feedback: rate the experience 1–5 (required), say what it is about, and an optional comment of up to 1000 characters. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const logic = useMemo(
    () =>
      feedbackMachine.provide({
        actors: { sendFeedback: fromPromise(({ input }) => postJsonWithCsrf<FeedbackResponse>('/api/profile/feedback', input)) },
        actions: { announceSent: () => onSent() },
      }),
    [onSent],
  );
  const [snapshot, send] = useMachine(logic);
  const [rating, setRating] = useState(0);
  const [length, setLength] = useState(0);
  const { errors, message } = snapshot.context;
  const sending = snapshot.matches('sending');

  if (snapshot.matches('sent')) {
    return (
      <div className="feedback-sent">
        <p className="notice" role="status">
          Thank you! Your feedback helps us make GRTV better.
        </p>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setRating(0);
            setLength(0);
            send({ type: 'feedback.again' });
          }}
        >
          Send more feedback
        </button>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="feedback-form"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        send({
          type: 'feedback.submit',
          form: { experience: String(data.get('experience') ?? ''), comment: String(data.get('comment') ?? ''), comment_type: String(data.get('comment_type') ?? '') },
        });
      }}
    >
      <fieldset className="stars" disabled={sending} aria-describedby={errors.experience ? 'experience-error' : undefined}>
        <legend>How was your experience?</legend>
        <div className="star-row">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= rating ? 'star on' : 'star'}>
              <input type="radio" name="experience" value={n} className="visually-hidden" checked={rating === n} onChange={() => setRating(n)} />
              <StarIcon filled={n <= rating} size={30} />
              <span className="visually-hidden">
                {n} of 5: {RATING_WORDS[n]}
              </span>
            </label>
          ))}
          <span className="muted rating-word" aria-hidden="true">
            {RATING_WORDS[rating]}
          </span>
        </div>
        {errors.experience && (
          <p id="experience-error" role="alert" className="error">
            {errors.experience}
          </p>
        )}
      </fieldset>
      <label htmlFor="comment_type">What is it about?</label>
      <select id="comment_type" name="comment_type" defaultValue="" disabled={sending} aria-invalid={errors.comment_type ? true : undefined}>
        <option value="" disabled>
          Choose one
        </option>
        {COMMENT_TYPES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </select>
      {errors.comment_type && (
        <p role="alert" className="error">
          {errors.comment_type}
        </p>
      )}
      <label htmlFor="comment">Comment (optional)</label>
      <textarea
        id="comment"
        name="comment"
        rows={4}
        disabled={sending}
        aria-invalid={errors.comment ? true : undefined}
        aria-describedby="comment-count"
        onChange={(event) => setLength(event.target.value.trim().length)}
      />
      <p id="comment-count" className={length > COMMENT_MAX ? 'help error' : 'help'}>
        {length} / {COMMENT_MAX} characters
      </p>
      {errors.comment && (
        <p role="alert" className="error">
          {errors.comment}
        </p>
      )}
      {message && (
        <p role="alert" className="error">
          {message}
        </p>
      )}
      <button type="submit" className="primary" disabled={sending}>
        {sending ? 'Sending…' : 'Send feedback'}
      </button>
    </form>
  );
}
