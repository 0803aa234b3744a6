import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each workspace (and e2e/) declares its own project.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that is one. Two keep
    // both cores busy while a worker waits on PostgreSQL, Chromium or the disk. The browser files
    // still run one at a time (fileParallelism: false in e2e/).
    maxWorkers: 2,
    projects: ['packages/shared', 'packages/ui', 'apps/server', 'apps/portal', 'apps/tool', 'e2e'],
  },
});
