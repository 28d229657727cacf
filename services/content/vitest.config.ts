import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'content', include: ['src/**/*.test.ts'], testTimeout: 30000, hookTimeout: 120000 },
});
