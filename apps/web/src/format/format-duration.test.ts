import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows short clips as minutes and seconds', () => {
    expect(formatDuration(238)).toBe('3:58');
    expect(formatDuration(5)).toBe('0:05');
  });
  it('shows episodes in minutes and long programmes in hours', () => {
    expect(formatDuration(2836)).toBe('47 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatDuration(7200)).toBe('2 h');
  });
  it('never shows a negative time', () => {
    expect(formatDuration(-3)).toBe('0:00');
  });
});
