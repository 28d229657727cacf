/** At most this many words of a search are used; more only slows the query without narrowing it. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export interface PrefixQuery {
  /** For `to_tsquery('simple', …)`: every word as a prefix, all required (`isid:* & heig:*`). */
  tsquery: string;
  /** The words joined by single spaces: compared with a title for the exact-match bonus. */
  phrase: string;
}

/**
 * Turns what a person typed into a prefix tsquery, so a half-typed word on a phone keyboard
 * already matches. Only letters and digits survive: tsquery operators (`& | ! ( ) : * < -> '`) and
 * any other punctuation are dropped, so user text can never change the query's structure. The
 * result is still sent as a bind parameter. Null when nothing searchable is left.
 */
export function toPrefixTsquery(text: string): PrefixQuery | null {
  const words = (text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [])
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { tsquery: words.map((word) => `${word}:*`).join(' & '), phrase: words.join(' ') };
}
