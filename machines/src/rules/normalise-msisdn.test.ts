import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorMessages } from './error-catalogue';
import { normaliseMsisdn } from './normalise-msisdn';

const nineDigits = fc.stringMatching(/^\d{9}$/);

describe('normaliseMsisdn', () => {
  it.each([
    ['0821234567', '27821234567'],
    ['27821234567', '27821234567'],
    ['+27821234567', '27821234567'],
    ['  0821234567 ', '27821234567'],
  ])('turns %j into stored form %s', (input, stored) => {
    expect(normaliseMsisdn(input)).toEqual({ ok: true, msisdn: stored });
  });

  it.each(['', '082123456', '08212345678', '+2782123456a', '821234567', '+44821234567', '0 821234567', '+270821234567x'])(
    'refuses %j with the catalogue message',
    (input) => {
      expect(normaliseMsisdn(input)).toEqual({ ok: false, message: ErrorMessages.invalidNumber });
    },
  );

  it('accepts every local, national and international spelling of the same number alike', () => {
    fc.assert(
      fc.property(nineDigits, fc.constantFrom('', ' ', '\t'), (digits, pad) => {
        const stored = `27${digits}`;
        for (const spelling of [`0${digits}`, `27${digits}`, `+27${digits}`]) {
          expect(normaliseMsisdn(`${pad}${spelling}${pad}`)).toEqual({ ok: true, msisdn: stored });
        }
      }),
    );
  });

  it('is idempotent: normalising the stored form gives it back', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const first = normaliseMsisdn(input);
        if (first.ok) expect(normaliseMsisdn(first.msisdn)).toEqual(first);
      }),
    );
  });

  it('only ever returns 27 followed by exactly 9 digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[+0-9 ]{0,14}$/)), (input) => {
        const result = normaliseMsisdn(input);
        if (result.ok) expect(result.msisdn).toMatch(/^27\d{9}$/);
        else expect(result.message).toBe(ErrorMessages.invalidNumber);
      }),
    );
  });

  it('refuses any digit count other than 9 after the country code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,15}$/).filter((d) => d.length !== 9), (digits) => {
        expect(normaliseMsisdn(`+27${digits}`).ok).toBe(false);
      }),
    );
  });
});
