import { describe, expect, it } from 'vitest';
import { levelPlan, lowestLevel, qualityLabel } from './choose-level';

// The sample ladder as the master playlist declares it (not in bit-rate order on purpose).
const LADDER = [
  { height: 360, bitrate: 600_000 },
  { height: 144, bitrate: 210_000 },
  { height: 720, bitrate: 1_800_000 },
  { height: 240, bitrate: 350_000 },
];

describe('lowestLevel', () => {
  it('finds the cheapest rendition wherever it is listed', () => {
    expect(lowestLevel(LADDER)).toBe(1);
  });
  it('breaks a bit-rate tie by height and answers -1 for no renditions', () => {
    expect(lowestLevel([{ bitrate: 100, height: 360 }, { bitrate: 100, height: 240 }])).toBe(1);
    expect(lowestLevel([])).toBe(-1);
  });
});

describe('levelPlan', () => {
  it('with data saver on starts at the lowest rendition and stays there', () => {
    expect(levelPlan(LADDER, true)).toEqual({ startLevel: 1, lockedLevel: 1 });
  });
  it('with data saver off starts low and lets hls.js adapt', () => {
    expect(levelPlan(LADDER, false)).toEqual({ startLevel: 1, lockedLevel: -1 });
  });
  it('leaves everything to hls.js when it knows no renditions yet', () => {
    expect(levelPlan([], true)).toEqual({ startLevel: -1, lockedLevel: -1 });
  });
});

describe('qualityLabel', () => {
  it('names a rendition by its height, else its bit rate', () => {
    expect(qualityLabel({ height: 144, bitrate: 210_000 })).toBe('144p');
    expect(qualityLabel({ bitrate: 210_000 })).toBe('210 kbit/s');
    expect(qualityLabel(undefined)).toBe('');
  });
});
