import { describe, expect, it } from 'vitest';
import { toPrefixTsquery } from './to-prefix-tsquery';

describe('toPrefixTsquery', () => {
  it('makes every typed word a required prefix', () => {
    expect(toPrefixTsquery('Ubuntu Hei')).toEqual({ tsquery: 'ubuntu:* & hei:*', phrase: 'ubuntu hei' });
  });

  it('drops tsquery operators and punctuation so user text cannot shape the query', () => {
    expect(toPrefixTsquery("isid' | !x & (y) <-> z:* \\ ;--")).toEqual({ tsquery: 'isid:* & x:* & y:* & z:*', phrase: 'isid x y z' });
    expect(toPrefixTsquery("Mam' Thoko's")!.tsquery).toBe('mam:* & thoko:* & s:*');
  });

  it('keeps letters of every language, accents included', () => {
    expect(toPrefixTsquery('Môre REËN isiZulu')!.tsquery).toBe('môre:* & reën:* & isizulu:*');
  });

  it('returns null when nothing searchable is left', () => {
    expect(toPrefixTsquery('!!! ::: &&&')).toBeNull();
    expect(toPrefixTsquery('   ')).toBeNull();
  });

  it('caps the number and length of words', () => {
    const query = toPrefixTsquery(`${'a '.repeat(20)}${'b'.repeat(100)}`)!;
    expect(query.tsquery.split(' & ')).toHaveLength(8);
    expect(toPrefixTsquery('b'.repeat(100))!.phrase).toHaveLength(40);
  });
});
