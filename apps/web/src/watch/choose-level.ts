/** What the player needs to know of a rendition (hls.js levels have these). */
export interface RenditionInfo {
  /** Peak bits per second. */
  bitrate: number;
  height?: number | undefined;
}

/** Where playback starts, and whether it stays there. `lockedLevel` -1: hls.js adapts to the connection. */
export interface LevelPlan {
  startLevel: number;
  lockedLevel: number;
}

/** The index of the cheapest rendition (lowest bit rate, then lowest height); -1 when there are none. */
export function lowestLevel(levels: readonly RenditionInfo[]): number {
  let best = -1;
  levels.forEach((level, index) => {
    const current = levels[best];
    if (!current || level.bitrate < current.bitrate || (level.bitrate === current.bitrate && (level.height ?? 0) < (current.height ?? 0))) best = index;
  });
  return best;
}

/**
 * Playback always starts at the cheapest rendition (144p here: about 86 MB an hour), so the first
 * picture comes fast on a slow connection. Data saver keeps it there; without it hls.js may climb
 * as far as the connection allows.
 */
export function levelPlan(levels: readonly RenditionInfo[], dataSaver: boolean): LevelPlan {
  const lowest = lowestLevel(levels);
  if (lowest < 0) return { startLevel: -1, lockedLevel: -1 };
  return { startLevel: lowest, lockedLevel: dataSaver ? lowest : -1 };
}

/** A rendition's name as people know it: `240p`, or its bit rate when the height is unknown. */
export function qualityLabel(level: RenditionInfo | undefined): string {
  if (!level) return '';
  if (level.height) return `${level.height}p`;
  return `${Math.round(level.bitrate / 1000)} kbit/s`;
}
