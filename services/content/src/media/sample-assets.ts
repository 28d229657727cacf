/** The sample HLS assets `infra/media/make-sample-media.sh` makes by default; catalogue items point at one of them. */
export const SAMPLE_ASSETS = ['grtv-sunrise', 'grtv-savanna', 'grtv-harbour'] as const;
export type SampleAsset = (typeof SAMPLE_ASSETS)[number];

/** The renditions of each asset, lowest first: the ladder for mobile data. */
export const SAMPLE_LADDER = [
  { name: '144p', width: 256, height: 144 },
  { name: '240p', width: 426, height: 240 },
  { name: '360p', width: 640, height: 360 },
  { name: '720p', width: 1280, height: 720 },
] as const;
