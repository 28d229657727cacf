import { z } from 'zod';
import { PageLimit, PageNumber, Pagination } from './common';
import { Tile } from './content';

const ItemId = z.string().trim().max(64).optional().nullable();

/** SPEC section 3: a My List item is keyed by episode_id, video_id, channel_id, category_id. */
export const PlaylistItem = z
  .object({ episode_id: ItemId, video_id: ItemId, channel_id: ItemId, category_id: ItemId })
  .refine((item) => Boolean(item.episode_id || item.video_id), 'A My List item needs an episode_id or a video_id.');
export type PlaylistItem = z.infer<typeof PlaylistItem>;

/** POST /api/playlist/status. `show` names the show slug of an episode, for display. */
export const PlaylistStatusRequest = z
  .object({
    episode_id: ItemId,
    video_id: ItemId,
    channel_id: ItemId,
    category_id: ItemId,
    show: z.string().trim().max(160).optional().nullable(),
  })
  .refine((item) => Boolean(item.episode_id || item.video_id), 'A My List item needs an episode_id or a video_id.');
export type PlaylistStatusRequest = z.infer<typeof PlaylistStatusRequest>;

/** `status`: true when the item is in the signed-in user's My List. */
export const PlaylistStatusResponse = z.object({ status: z.boolean() });
export type PlaylistStatusResponse = z.infer<typeof PlaylistStatusResponse>;

/** POST /api/playlist: the signed-in user's list; `channel` filters by channel slug ('' = all). */
export const PlaylistRequest = z.object({
  channel: z.string().trim().max(160).default(''),
  page: PageNumber.default(1),
  limit: PageLimit.default(20),
});
export type PlaylistRequest = z.infer<typeof PlaylistRequest>;

/** POST playlist on the content host, with the user's bearer token. */
export const HostPlaylistRequest = PlaylistRequest.extend({ offset: z.number().int().min(0).default(0) });
export type HostPlaylistRequest = z.infer<typeof HostPlaylistRequest>;

export const PlaylistEntry = Tile.extend({
  subtitle: z.string(),
  /** What kind of item this is and its ids, so the list can link and remove it. */
  item: z.object({
    episode_id: z.string().nullable(),
    video_id: z.string().nullable(),
    channel_id: z.string().nullable(),
    category_id: z.string().nullable(),
  }),
  added_at: z.string(),
});
export type PlaylistEntry = z.infer<typeof PlaylistEntry>;

export const PlaylistResponse = z.object({ videos: z.array(PlaylistEntry), pagination: Pagination });
export type PlaylistResponse = z.infer<typeof PlaylistResponse>;

export const PlaylistChangeResponse = z.object({ status: z.boolean() });
export type PlaylistChangeResponse = z.infer<typeof PlaylistChangeResponse>;
