/** What a live channel is showing at `nowMs`: its schedule turns over every hour, each channel from its own place in it. */
export function nowPlaying(schedule: string[], position: number, nowMs: number): string {
  if (schedule.length === 0) return '';
  const hour = Math.floor(nowMs / 3_600_000);
  return schedule[(hour + position) % schedule.length]!;
}
