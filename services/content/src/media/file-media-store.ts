import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { MediaStore } from './media-store';

/** A MediaStore over a folder (MEDIA_DIR): `<dir>/<asset>/<file>`. Refuses any path that would leave the folder. */
export function createFileMediaStore(dir: string): MediaStore {
  const root = resolve(dir);
  const pathOf = (asset: string, file: string) => {
    const full = resolve(root, asset, file);
    if (!full.startsWith(root + sep)) throw new Error('media path leaves the media folder');
    return full;
  };
  const size = async (asset: string, file: string) => {
    try {
      const info = await stat(pathOf(asset, file));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  };
  return {
    hasAsset: async (asset) => (await size(asset, 'master.m3u8')) !== null,
    size,
    readText: async (asset, file) => {
      try {
        return await readFile(pathOf(asset, file), 'utf8');
      } catch {
        return null;
      }
    },
    stream: (asset, file) => createReadStream(pathOf(asset, file)),
  };
}
