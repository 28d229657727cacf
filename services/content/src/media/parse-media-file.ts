/** Content types of what an HLS asset holds. Anything else is never served. */
export const MEDIA_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  aac: 'audio/aac',
  vtt: 'text/vtt',
};

const PART = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;

export interface MediaFile {
  /** Normalised relative path, e.g. `240p/seg_003.ts`. */
  path: string;
  /** `master.m3u8` at the top, or a rendition folder's file. */
  rendition: string | null;
  name: string;
  extension: string;
  contentType: string;
}

/**
 * Checks the file part of a media URL: one or two plain path parts (no `..`, no dot-files, no
 * slashes or encodings left over) with a known media extension. Null when it is anything else.
 */
export function parseMediaFile(file: string): MediaFile | null {
  const parts = file.split('/');
  if (parts.length < 1 || parts.length > 2) return null;
  if (!parts.every((part) => PART.test(part) && !part.includes('..'))) return null;
  const name = parts[parts.length - 1]!;
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const contentType = MEDIA_TYPES[extension];
  if (!name.includes('.') || !contentType) return null;
  return { path: parts.join('/'), rendition: parts.length === 2 ? parts[0]! : null, name, extension, contentType };
}
