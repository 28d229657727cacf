import { defineProject } from 'vitest/config';

export default defineProject({
  // The model-based tests replay thousands of generated steps: seconds on a busy 2-core machine.
  test: { name: 'machines', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
