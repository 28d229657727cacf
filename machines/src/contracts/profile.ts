import { z } from 'zod';
import { COMMENT_MAX, COMMENT_TYPES, FeedbackMessages, type CommentType } from '../rules/validate-feedback';

/** SPEC section 3 profile: msisdn, rating_id, user_id. The msisdn is the owner's own, in stored form. */
export const Profile = z.object({
  user_id: z.string(),
  msisdn: z.string().nullable(),
  rating_id: z.string().nullable(),
});
export type Profile = z.infer<typeof Profile>;

/** POST /api/profile: only the signed-in user's own user_id is answered. */
export const ProfileRequest = z.object({ user_id: z.string().trim().min(1).max(64) });
export type ProfileRequest = z.infer<typeof ProfileRequest>;
export const ProfileResponse = z.object({ profile: Profile });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** A rating of the experience, 1 (poor) to 5 (great). */
export const Rating = z.object({ id: z.string(), rating: z.number().int().min(1).max(5), created_at: z.string() });
export type Rating = z.infer<typeof Rating>;

/** POST /api/profile/ratings: `id` is the profile's rating_id. */
export const RatingsRequest = z.object({ id: z.string().trim().min(1).max(64) });
export type RatingsRequest = z.infer<typeof RatingsRequest>;
export const RatingsResponse = z.object({ ratings: z.array(Rating) });
export type RatingsResponse = z.infer<typeof RatingsResponse>;

export const FeedbackCommentType = z.enum(
  COMMENT_TYPES.map((t) => t.value) as [CommentType, ...CommentType[]],
  { error: FeedbackMessages.commentType },
);

/** POST /api/profile/feedback. `experience` is the 1..5 rating. */
export const FeedbackRequest = z.object({
  comment: z.string().trim().max(COMMENT_MAX, FeedbackMessages.comment).default(''),
  experience: z
    .number({ error: FeedbackMessages.rating })
    .int(FeedbackMessages.rating)
    .min(1, FeedbackMessages.rating)
    .max(5, FeedbackMessages.rating),
  comment_type: FeedbackCommentType,
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
export const FeedbackResponse = z.object({ id: z.string(), rating_id: z.string() });
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;
