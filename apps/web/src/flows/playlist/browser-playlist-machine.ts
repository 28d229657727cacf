import { playlistMachine, type FlowError, type PlaylistChangeResponse, type PlaylistItem, type PlaylistStatusRequest, type PlaylistStatusResponse } from '@grtv/machines';
import { fromPromise } from 'xstate';
import { postJson, postJsonWithCsrf } from '../../api/http';

/** What the session client answers a visitor: no call is made for someone without a session. */
const SESSION_REQUIRED: FlowError = { kind: 'session', message: 'SessionRequired' };

/** The ids My List keys an item by (the status request's `show` is for display only). */
export function playlistItemOf(request: PlaylistStatusRequest): PlaylistItem {
  return { episode_id: request.episode_id ?? null, video_id: request.video_id ?? null, channel_id: request.channel_id ?? null, category_id: request.category_id ?? null };
}

export interface PlaylistHostOptions {
  /** True for a visitor: the status is "not in the list" and a toggle leads to sign-in, without a request. */
  visitor: boolean;
  /** The machine's requireSession action: a visitor (or an expired session) tried to change My List. */
  onSessionRequired: () => void;
  /** The status when the host already knows it (a row of /my-list is in the list), saving a request. */
  knownStatus?: boolean;
}

/** The shared playlist machine with the browser's calls to /api/playlist/{status,add,remove}. */
export function browserPlaylistMachine({ visitor, onSessionRequired, knownStatus }: PlaylistHostOptions) {
  return playlistMachine.provide({
    actors: {
      fetchStatus: fromPromise<PlaylistStatusResponse, PlaylistStatusRequest>(async ({ input }) => {
        if (knownStatus !== undefined) return { status: knownStatus };
        if (visitor) throw SESSION_REQUIRED;
        return postJson<PlaylistStatusResponse>('/api/playlist/status', input);
      }),
      addItem: fromPromise<PlaylistChangeResponse, PlaylistStatusRequest>(async ({ input }) => {
        if (visitor) throw SESSION_REQUIRED;
        return postJsonWithCsrf<PlaylistChangeResponse>('/api/playlist/add', playlistItemOf(input));
      }),
      removeItem: fromPromise<PlaylistChangeResponse, PlaylistStatusRequest>(async ({ input }) => {
        if (visitor) throw SESSION_REQUIRED;
        return postJsonWithCsrf<PlaylistChangeResponse>('/api/playlist/remove', playlistItemOf(input));
      }),
    },
    actions: { requireSession: () => onSessionRequired() },
  });
}
