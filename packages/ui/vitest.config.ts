import { defineProject } from 'vitest/config';

// Files share a worker's module cache (isolate: false), a fifth of the isolated run's time: a test
// that changes a global (localStorage, window, indexedDB) stubs it with vi.stubGlobal and unstubs it.
export default defineProject({ test: { name: 'ui', environment: 'node', isolate: false, include: ['src/**/*.test.{ts,tsx}'] } });
