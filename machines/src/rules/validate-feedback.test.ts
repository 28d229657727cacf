import { describe, expect, it } from 'vitest';
import { FeedbackMessages, validateFeedback } from './validate-feedback';

describe('validateFeedback', () => {
  it('accepts a rating, a type and a trimmed comment', () => {
    expect(validateFeedback({ experience: '4', comment: '  Lekker shows!  ', comment_type: 'content' })).toEqual({
      ok: true,
      body: { experience: 4, comment: 'Lekker shows!', comment_type: 'content' },
    });
  });

  it('accepts feedback without a comment', () => {
    expect(validateFeedback({ experience: '5', comment: '', comment_type: 'general' }).ok).toBe(true);
  });

  it('requires a rating from 1 to 5', () => {
    for (const experience of ['', '0', '6', '2.5', 'abc']) {
      const result = validateFeedback({ experience, comment: '', comment_type: 'general' });
      expect(result).toEqual({ ok: false, errors: { experience: FeedbackMessages.rating } });
    }
  });

  it('limits the comment to 1000 characters, counted after trimming', () => {
    expect(validateFeedback({ experience: '3', comment: `  ${'a'.repeat(1000)}  `, comment_type: 'other' }).ok).toBe(true);
    expect(validateFeedback({ experience: '3', comment: 'a'.repeat(1001), comment_type: 'other' })).toEqual({ ok: false, errors: { comment: FeedbackMessages.comment } });
  });

  it('requires a known comment type, and reports every problem at once', () => {
    expect(validateFeedback({ experience: '', comment: 'x'.repeat(1001), comment_type: 'spam' })).toEqual({
      ok: false,
      errors: { experience: FeedbackMessages.rating, comment: FeedbackMessages.comment, comment_type: FeedbackMessages.commentType },
    });
  });
});
