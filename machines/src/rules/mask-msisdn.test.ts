import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskMsisdn } from './mask-msisdn';

describe('maskMsisdn', () => {
  it('keeps the prefix and last two digits of a stored number', () => {
    expect(maskMsisdn('27821234567')).toBe('2782*****67');
  });

  it('never reveals the middle digits, whatever the input', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^27\d{9}$/), (msisdn) => {
        const masked = maskMsisdn(msisdn);
        expect(masked).toHaveLength(msisdn.length);
        expect(masked.slice(4, -2)).toMatch(/^\*+$/);
      }),
    );
  });

  it('stars out values too short to mask safely', () => {
    expect(maskMsisdn('12345')).toBe('*****');
  });
});
