import type { PlayableKind } from '../navigation/paths';
import { readValue, storeValue } from '../storage/encoded-storage';

/** One remembered position: seconds into the item, and when it was saved (epoch ms). */
export interface ResumeEntry {
  t: number;
  at: number;
}
export type ResumePositions = Record<string, ResumeEntry>;

/** The most items remembered; the oldest are forgotten first (the storage of a cheap phone is small). */
export const MAX_RESUME_ENTRIES = 50;
/** Below this many seconds there is nothing worth resuming. */
export const MIN_RESUME_SECONDS = 5;
/** This close to the end counts as finished (at most a tenth of a short clip): next time starts from the beginning. */
export const FINISHED_MARGIN_SECONDS = 15;

function isFinished(seconds: number, duration: number): boolean {
  return Number.isFinite(duration) && duration > 0 && seconds >= duration - Math.min(FINISHED_MARGIN_SECONDS, duration / 10);
}

export function resumeKey(kind: PlayableKind, slug: string): string {
  return `${kind}:${slug}`;
}

/**
 * The positions after watching `key` up to `seconds` of `duration`: remembered, or forgotten when
 * barely started or finished. Only the newest MAX_RESUME_ENTRIES are kept.
 */
export function withPosition(positions: ResumePositions, key: string, seconds: number, duration: number, nowMs: number): ResumePositions {
  const next = { ...positions };
  if (!Number.isFinite(seconds) || seconds < MIN_RESUME_SECONDS || isFinished(seconds, duration)) delete next[key];
  else next[key] = { t: Math.floor(seconds), at: nowMs };
  const keys = Object.keys(next);
  if (keys.length <= MAX_RESUME_ENTRIES) return next;
  const newest = keys.sort((a, b) => next[b]!.at - next[a]!.at).slice(0, MAX_RESUME_ENTRIES);
  return Object.fromEntries(newest.map((k) => [k, next[k]!]));
}

/** Where to start `key`: its remembered position, unless that is past (or too near) the end. */
export function resumeFrom(positions: ResumePositions, key: string, duration: number): number {
  const entry = positions[key];
  if (!entry || entry.t < MIN_RESUME_SECONDS) return 0;
  if (isFinished(entry.t, duration)) return 0;
  return entry.t;
}

/** The remembered position of an item, from encoded storage (`resume_positions`). */
export function readResumePosition(kind: PlayableKind, slug: string, duration: number): number {
  return resumeFrom(readValue<ResumePositions>('resume_positions') ?? {}, resumeKey(kind, slug), duration);
}

/** Remembers how far an item was watched, in encoded storage (`resume_positions`). */
export function saveResumePosition(kind: PlayableKind, slug: string, seconds: number, duration: number): void {
  const positions = readValue<ResumePositions>('resume_positions') ?? {};
  storeValue('resume_positions', withPosition(positions, resumeKey(kind, slug), seconds, duration, Date.now()));
}
