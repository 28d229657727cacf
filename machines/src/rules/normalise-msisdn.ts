import { ErrorMessages } from './error-catalogue';

/** A number in stored form: `27` followed by exactly 9 digits, no `+`. */
export type Msisdn = string & { readonly __brand: 'Msisdn' };

export type NormaliseResult =
  | { ok: true; msisdn: Msisdn }
  | { ok: false; message: typeof ErrorMessages.invalidNumber };

const INTERNATIONAL = /^\+27\d{9}$/;

/**
 * SPEC section 5: trim; a leading 0 becomes +27; a leading 27 gets a +; the result must be +27
 * and exactly 9 digits. Returns the stored form (without the +) or the catalogue message.
 */
export function normaliseMsisdn(input: string): NormaliseResult {
  const trimmed = input.trim();
  let international = trimmed;
  if (trimmed.startsWith('0')) international = `+27${trimmed.slice(1)}`;
  else if (trimmed.startsWith('27')) international = `+${trimmed}`;
  if (!INTERNATIONAL.test(international)) return { ok: false, message: ErrorMessages.invalidNumber };
  return { ok: true, msisdn: international.slice(1) as Msisdn };
}

/** True when the value is already in stored form. */
export function isStoredMsisdn(value: string): value is Msisdn {
  return /^27\d{9}$/.test(value);
}
