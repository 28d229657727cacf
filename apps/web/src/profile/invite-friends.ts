/** How an invitation went: shared by the phone's share sheet, link copied, dismissed, or neither worked. */
export type InviteOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export const INVITE_TEXT = 'Watch South African shows, soapies, sport and live TV on your phone with GRTV.';

/** The parts of `navigator` an invitation uses (passed in, so tests can give a phone without them). */
export interface InviteNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** Invite Friends: the Web Share API where the phone has it, else the link copied to the clipboard. */
export async function inviteFriends(url: string, nav: InviteNavigator = navigator): Promise<InviteOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: 'GRTV', text: INVITE_TEXT, url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // Share sheet refused (no activation, not allowed): fall back to copying.
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
