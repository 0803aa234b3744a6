import { defineProject } from 'vitest/config';

// API tests run the real app against real PostgreSQL: one cluster per run (globalSetup), one
// fresh database per test file, cloned from a migrated template. Files share a worker's module
// cache (isolate: false): every file builds its own app and context on its own database
// (test/harness.ts), so one load of the server per worker serves file after file, minutes less of CI. Test helpers must not keep state at module level for the same reason.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
