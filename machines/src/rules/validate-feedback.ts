/** The kinds of feedback, with the words a person picks from (the API's contract accepts these values). */
export const COMMENT_TYPES = [
  { value: 'general', label: 'General' },
  { value: 'content', label: 'Content (shows and videos)' },
  { value: 'playback', label: 'Playback (quality, buffering)' },
  { value: 'billing', label: 'Billing (charges, subscription)' },
  { value: 'other', label: 'Other' },
] as const;
export type CommentType = (typeof COMMENT_TYPES)[number]['value'];

/** The longest comment, in characters. */
export const COMMENT_MAX = 1000;

/** The feedback messages, one set for the phone and the API: a person reads the same words whichever side caught it. */
export const FeedbackMessages = {
  rating: 'Rate your experience from 1 to 5.',
  comment: `Your comment is at most ${COMMENT_MAX} characters.`,
  commentType: 'Choose what your feedback is about: general, content, playback, billing or other.',
} as const;

/** The form as typed. */
export interface FeedbackForm {
  experience: string;
  comment: string;
  comment_type: string;
}

/** The body of POST /api/profile/feedback. */
export interface FeedbackBody {
  experience: number;
  comment: string;
  comment_type: CommentType;
}

export type FeedbackErrors = Partial<Record<'experience' | 'comment' | 'comment_type', string>>;

/** The feedback rules of the API's contract: a rating of 1 to 5, a comment type, a comment of at most 1000 characters. */
export function validateFeedback(form: FeedbackForm): { ok: true; body: FeedbackBody } | { ok: false; errors: FeedbackErrors } {
  const errors: FeedbackErrors = {};
  const experience = Number(form.experience);
  if (!form.experience || !Number.isInteger(experience) || experience < 1 || experience > 5) errors.experience = FeedbackMessages.rating;
  const comment = form.comment.trim();
  if (comment.length > COMMENT_MAX) errors.comment = FeedbackMessages.comment;
  const type = COMMENT_TYPES.find((t) => t.value === form.comment_type)?.value;
  if (!type) errors.comment_type = FeedbackMessages.commentType;
  if (Object.keys(errors).length > 0 || !type) return { ok: false, errors };
  return { ok: true, body: { experience, comment, comment_type: type } };
}
