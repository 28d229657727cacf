import { defineConfig } from 'vitest/config';

/**
 * One run over every workspace, so CI reads one closing `Tests  N passed (N)` line. Two cores:
 * few workers, since integration tests start their own Redis, Postgres and servers.
 */
export default defineConfig({
  test: {
    projects: ['machines', 'services/*', 'apps/web', 'e2e'],
    maxWorkers: 2,
    reporters: ['default'],
  },
});
