import { defineError } from '@grtv/kit';

/** The content host's error catalogue: stable codes, HTTP status; messages a person can act on. */
export const ContentErrors = {
  notFound: defineError('NOT_FOUND', 404),
  sessionRequired: () => defineError('SESSION_REQUIRED', 401)('SessionRequired'),
  internalKeyRequired: () => defineError('INTERNAL_KEY_REQUIRED', 401)('This call needs the content host\'s internal key in x-internal-key.'),
  mediaLinkExpired: () => defineError('MEDIA_LINK_EXPIRED', 403)('This video link has expired. Go back and press play again.'),
  mediaLinkInvalid: () => defineError('MEDIA_LINK_INVALID', 403)('This video link is not valid. Go back and press play again.'),
  mediaUnavailable: () =>
    defineError('MEDIA_UNAVAILABLE', 503)('This video is not ready on the server yet. The sample media is made with ffmpeg: apt-get install -y ffmpeg, then restart.'),
};
