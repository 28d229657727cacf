/** @grtv/content: the content host (catalogue, search, My List storage, HLS media, live playlists). */
export { buildContentApp, type ContentApp, type ContentDeps } from './app';
export { prepareContentDatabase, startContent, CONTENT_MIGRATIONS_FOLDER, CONTENT_MIGRATIONS_TABLE, type RunningContent } from './start';
export { loadContentConfig, DEV_DEFAULTS, type ContentConfig } from './config';
export { systemClock, type Clock } from './clock';
export { seedIfEmpty, type SeedResult } from './seed/seed-if-empty';
export { buildCatalogue } from './seed/build-catalogue';
export { ensureSampleMedia, MAKE_SAMPLE_MEDIA_SCRIPT, type SampleMediaStatus } from './media/ensure-sample-media';
export { SAMPLE_ASSETS, SAMPLE_LADDER } from './media/sample-assets';
export { createFileMediaStore } from './media/file-media-store';
export type { MediaStore } from './media/media-store';
