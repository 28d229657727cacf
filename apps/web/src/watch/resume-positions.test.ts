import { describe, expect, it } from 'vitest';
import { MAX_RESUME_ENTRIES, resumeFrom, resumeKey, withPosition, type ResumePositions } from './resume-positions';

const KEY = resumeKey('episode', 'ubuntu-heights-s01e01');

describe('resume positions', () => {
  it('keys an item by kind and slug', () => {
    expect(KEY).toBe('episode:ubuntu-heights-s01e01');
    expect(resumeKey('video', 'ubuntu-heights-s01e01')).not.toBe(KEY);
  });

  it('remembers a position in whole seconds and resumes from it', () => {
    const positions = withPosition({}, KEY, 612.7, 2800, 1000);
    expect(positions[KEY]).toEqual({ t: 612, at: 1000 });
    expect(resumeFrom(positions, KEY, 2800)).toBe(612);
  });

  it('starts from the beginning when barely started, finished, or never watched', () => {
    expect(withPosition({}, KEY, 3, 2800, 1)[KEY]).toBeUndefined();
    const watched = withPosition({}, KEY, 600, 2800, 1);
    expect(withPosition(watched, KEY, 2790, 2800, 2)[KEY]).toBeUndefined();
    expect(resumeFrom({}, KEY, 2800)).toBe(0);
    // A position saved before the duration was known, now seen to be at the very end.
    expect(resumeFrom({ [KEY]: { t: 15, at: 1 } }, KEY, 16)).toBe(0);
  });

  it('counts only the last tenth of a short clip as its end', () => {
    expect(withPosition({}, KEY, 6.5, 16, 1)[KEY]).toEqual({ t: 6, at: 1 });
    expect(resumeFrom({ [KEY]: { t: 6, at: 1 } }, KEY, 16)).toBe(6);
    expect(withPosition({}, KEY, 14.5, 16, 1)[KEY]).toBeUndefined();
  });

  it('resumes when the duration is not known yet', () => {
    expect(resumeFrom({ [KEY]: { t: 40, at: 1 } }, KEY, Number.NaN)).toBe(40);
  });

  it(`keeps only the newest ${MAX_RESUME_ENTRIES} items`, () => {
    let positions: ResumePositions = {};
    for (let i = 0; i < MAX_RESUME_ENTRIES + 5; i++) positions = withPosition(positions, `video:v-${i}`, 30, 600, i);
    expect(Object.keys(positions)).toHaveLength(MAX_RESUME_ENTRIES);
    expect(positions['video:v-0']).toBeUndefined();
    expect(positions[`video:v-${MAX_RESUME_ENTRIES + 4}`]).toEqual({ t: 30, at: MAX_RESUME_ENTRIES + 4 });
  });
});
