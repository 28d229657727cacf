import { signToken } from '@grtv/kit';
import { describe, expect, it } from 'vitest';
import { readBearerUser } from './read-bearer-user';

const secret = 'a-secret-long-enough-0123456789';
const now = Date.parse('2026-03-01T10:00:00Z');

describe('readBearerUser', () => {
  it('reads the user id of a valid bearer token', () => {
    expect(readBearerUser(`Bearer ${signToken({ sub: 'user-1' }, secret, 60, now)}`, secret, now)).toBe('user-1');
    expect(readBearerUser(`bearer  ${signToken({ sub: 'user-1' }, secret, 60, now)}`, secret, now)).toBe('user-1');
  });

  it('refuses missing, foreign, expired and subject-less tokens', () => {
    const token = signToken({ sub: 'user-1' }, secret, 60, now);
    expect(readBearerUser(undefined, secret, now)).toBeNull();
    expect(readBearerUser(token, secret, now)).toBeNull();
    expect(readBearerUser(`Bearer ${token}`, 'another-secret-0123456789', now)).toBeNull();
    expect(readBearerUser(`Bearer ${token}`, secret, now + 61_000)).toBeNull();
    expect(readBearerUser(`Bearer ${signToken({ sub: 42 }, secret, 60, now)}`, secret, now)).toBeNull();
    expect(readBearerUser(`Bearer ${signToken({ sub: '' }, secret, 60, now)}`, secret, now)).toBeNull();
  });
});
