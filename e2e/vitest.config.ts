import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    // A failed test prints what its pages were doing (failure-report.ts).
    setupFiles: ['./failure-setup.ts'],
    // Files run as many at a time as the root's workers (two), each worker on its own server and
    // database (global-setup.ts, browser.ts): on 2 cores one file's waits are the other's work.
    // E2E_SERVERS=1: one server, so one file at a time.
    fileParallelism: process.env.E2E_SERVERS !== '1',
    testTimeout: 60_000,
    // One more try for a failed test. On two busy cores a step can now and then outlast its wait
    // for reasons the run cannot see; a test broken for real fails twice. Each failed try prints
    // what its pages were doing, and `npm test` names every test that passed only on its retry.
    retry: 1,
    hookTimeout: 120_000,
    // expect.poll waits for what a page does after a click: a toast, a list reloaded, a status.
    // Vitest's default of one second is shorter than such a step can take with two servers, two
    // browsers and the other projects' workers on two cores; a poll that is met returns at once.
    expect: { poll: { timeout: 10_000 } },
  },
});
