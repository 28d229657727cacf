import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'loadlab', include: ['src/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 120_000 },
});
