/** Test helpers for whoever needs a real content host: a seeded host on 127.0.0.1:0, fake HLS assets, a movable clock. */
export { startSeededContent, call, ok, TEST_SECRETS, TEST_START_MS, type SeededContent } from './seeded-content';
export { writeFakeHlsAsset } from './fake-hls-asset';
export { createTestClock, type TestClock } from './test-clock';
