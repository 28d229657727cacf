import { randomBytes, randomInt } from 'node:crypto';

/** Randomness the gateway draws on. Tests can make it deterministic. */
export interface RandomSource {
  /** A seed for an unseeded fault setting (an unsigned 32-bit integer). */
  seed(): number;
  /** A fresh id with a prefix, e.g. `sub_3f9a...`. */
  id(prefix: string): string;
}

export const cryptoRandom: RandomSource = {
  seed: () => randomInt(0, 2 ** 32 - 1),
  id: (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`,
};

/** Makes a 4-digit OTP. */
export type OtpGenerator = () => string;

/** Uniform over 0000..9999 from the OS's cryptographic source. */
export const cryptoOtpGenerator: OtpGenerator = () => String(randomInt(0, 10_000)).padStart(4, '0');
