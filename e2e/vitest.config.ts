import { defineProject } from 'vitest/config';

/** Browser tests against the real server: one file at a time (each starts the whole of GRTV). */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
