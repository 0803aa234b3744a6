import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each workspace (and e2e/) declares its own project.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/ui', 'apps/server', 'apps/portal', 'apps/tool', 'e2e'],
  },
});
