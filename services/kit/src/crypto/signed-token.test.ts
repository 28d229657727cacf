import { describe, expect, it } from 'vitest';
import { signMediaPath, verifyMediaSignature } from './media-path-signature';
import { signToken, verifyToken } from './signed-token';

const secret = 'a-test-secret-of-some-length';

describe('signToken / verifyToken', () => {
  it('round-trips a payload until it expires', () => {
    const token = signToken({ sub: 'u1' }, secret, 60, 1_000_000);
    expect(verifyToken(token, secret, 1_000_000 + 59_000)).toMatchObject({ ok: true, payload: { sub: 'u1' } });
    expect(verifyToken(token, secret, 1_000_000 + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token whose payload was edited or signed with another secret', () => {
    const token = signToken({ msisdn: '27821234567' }, secret, 60);
    const [, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ msisdn: '27829999999', exp: 9e9 })).toString('base64url')}.${sig}`;
    expect(verifyToken(forged, secret)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyToken(token, 'another-secret-entirely')).toEqual({ ok: false, reason: 'signature' });
    expect(verifyToken('nonsense', secret)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('signMediaPath', () => {
  it('signs the asset into the path and refuses tampering and expiry', () => {
    const { path } = signMediaPath('sample-a', 'master.m3u8', secret, 60, 1_000_000);
    const [, , , exp, sig, asset] = path.split('/');
    expect(verifyMediaSignature(asset!, Number(exp), sig!, secret, 1_000_000)).toEqual({ ok: true });
    expect(verifyMediaSignature('sample-b', Number(exp), sig!, secret, 1_000_000)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyMediaSignature(asset!, Number(exp) + 3600, sig!, secret, 1_000_000)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyMediaSignature(asset!, Number(exp), sig!, secret, 1_000_000 + 61_000)).toEqual({ ok: false, reason: 'expired' });
  });
});
