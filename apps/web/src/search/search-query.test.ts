import { describe, expect, it } from 'vitest';
import { searchText } from './search-query';

describe('searchText', () => {
  it('waits for two letters before searching', () => {
    expect(searchText('')).toBeNull();
    expect(searchText(' u ')).toBeNull();
    expect(searchText('ub')).toBe('ub');
  });
  it('tidies spaces and keeps within the API limit of 100 characters', () => {
    expect(searchText('  kasi    kit ')).toBe('kasi kit');
    expect(searchText('a'.repeat(150))).toHaveLength(100);
  });
});
