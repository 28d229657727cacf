import { describe, expect, it, vi } from 'vitest';
import { INVITE_TEXT, inviteFriends } from './invite-friends';

const URL_ = 'https://grtv.example/';

describe('inviteFriends', () => {
  it('uses the phone share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    expect(await inviteFriends(URL_, { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'GRTV', text: INVITE_TEXT, url: URL_ });
  });

  it('reports a dismissed share sheet without copying', async () => {
    const writeText = vi.fn(async () => {});
    const share = vi.fn(async () => {
      throw Object.assign(new Error('dismissed'), { name: 'AbortError' });
    });
    expect(await inviteFriends(URL_, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet, or it refuses', async () => {
    const writeText = vi.fn(async () => {});
    expect(await inviteFriends(URL_, { clipboard: { writeText } })).toBe('copied');
    const refuses = vi.fn(async () => {
      throw Object.assign(new Error('no'), { name: 'NotAllowedError' });
    });
    expect(await inviteFriends(URL_, { share: refuses, clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(URL_);
  });

  it('says so when neither works', async () => {
    expect(await inviteFriends(URL_, {})).toBe('failed');
    expect(await inviteFriends(URL_, { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } })).toBe('failed');
  });
});
