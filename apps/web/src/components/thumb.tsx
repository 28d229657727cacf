/** The shapes of the content host's images (services/content images: posters 2:3, tiles 16:9, logos 1:1). */
export type ThumbShape = 'wide' | 'poster' | 'square' | 'slide' | 'banner';

/** Intrinsic sizes of each shape, so the browser reserves the box before a byte arrives. */
const SIZES: Record<ThumbShape, [width: number, height: number]> = {
  wide: [640, 360],
  poster: [400, 600],
  square: [256, 256],
  slide: [1280, 640],
  banner: [1280, 480],
};

/**
 * A content image: lazy and decoded off the main thread, inside a box of the image's shape, so
 * nothing moves when it arrives on a slow connection. `eager` is for the first thing on screen.
 */
export function Thumb({ src, alt = '', shape = 'wide', eager = false, className = '' }: { src: string; alt?: string; shape?: ThumbShape; eager?: boolean; className?: string }) {
  const [width, height] = SIZES[shape];
  return (
    <span className={`thumb thumb-${shape} ${className}`.trim()}>
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </span>
  );
}
