/** The kinds of generated images, each a shape: posters 2:3, thumbnails and slides 16:9, logos 1:1. */
export const IMAGE_KINDS = ['poster', 'show', 'episode', 'video', 'channel', 'channel-thumb', 'category', 'slide', 'live', 'live-header'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The path of a generated image, e.g. `/images/poster/ubuntu-heights.svg`. */
export function imagePath(kind: ImageKind, key: string): string {
  return `/images/${kind}/${key}.svg`;
}
