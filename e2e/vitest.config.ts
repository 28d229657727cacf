import { defineProject } from 'vitest/config';

/** Browser tests against the real server: one file at a time (each starts the whole of GRTV). */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A screen waits on real servers on a busy 2-core machine: give each poll time, not 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
