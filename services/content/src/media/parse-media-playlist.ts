export interface PlaylistSegment {
  uri: string;
  /** Seconds. */
  duration: number;
}

/** The segments of a VOD media playlist (`#EXTINF:<seconds>,` then the URI), in order. */
export function parseMediaPlaylist(text: string): PlaylistSegment[] {
  const segments: PlaylistSegment[] = [];
  let duration: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, duration: Number.isFinite(duration) ? duration : 0 });
      duration = null;
    }
  }
  return segments;
}
