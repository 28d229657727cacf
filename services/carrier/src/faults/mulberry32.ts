/** mulberry32: a tiny seeded PRNG (uniform in [0, 1)). The same seed gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed for a named scope derived from a base seed (FNV-1a over the name), so scopes differ. */
export function deriveSeed(base: number, name: string): number {
  let hash = 0x811c9dc5 ^ (base >>> 0);
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
