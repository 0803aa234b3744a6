import { defineProject } from 'vitest/config';

// API tests run the real app against real PostgreSQL: one cluster per run (globalSetup), one
// fresh database per test file, cloned from a migrated template.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
