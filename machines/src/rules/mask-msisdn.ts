/**
 * Masks a number for logs: keeps the country code and network prefix (4 characters) and the last
 * two digits, so `27821234567` becomes `2782*****67`. Anything too short to mask is starred out.
 */
export function maskMsisdn(value: string): string {
  if (value.length < 7) return '*'.repeat(value.length);
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 6)}${value.slice(-2)}`;
}
