import { z } from 'zod';
import { Slug } from './common';

/** POST /api/media/stream: a signed, expiring stream URL for an entitled user. */
export const StreamRequest = z.object({ kind: z.enum(['episode', 'video', 'live']), slug: Slug });
export type StreamRequest = z.infer<typeof StreamRequest>;

/** What can be played: an episode, a video, or a live channel. */
export type PlayableKind = StreamRequest['kind'];

export const StreamResponse = z.object({
  /** The HLS master playlist, signed; valid until `expires_at`. */
  url: z.string(),
  expires_at: z.string(),
  live: z.boolean(),
});
export type StreamResponse = z.infer<typeof StreamResponse>;
