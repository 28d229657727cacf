import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'carrier', include: ['src/**/*.test.ts'] } });
