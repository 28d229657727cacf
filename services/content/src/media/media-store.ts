import type { Readable } from 'node:stream';

/** Where HLS files live (a folder by default; object storage at scale). Paths are already checked. */
export interface MediaStore {
  /** Whether the asset exists at all (its master playlist is there). */
  hasAsset(asset: string): Promise<boolean>;
  /** A file's size in bytes, or null when absent. */
  size(asset: string, file: string): Promise<number | null>;
  readText(asset: string, file: string): Promise<string | null>;
  stream(asset: string, file: string): Readable;
}
