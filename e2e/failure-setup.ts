// Each browser test that fails prints what its open pages were doing (failure-report.ts) and
// leaves a line in test-results/browser-failures.jsonl, from which `npm test` lists the tests that
// passed only on their retry (vitest.config.ts): a flaky step stays visible instead of hidden.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeEach } from 'vitest';
import { describeOpenPages, forgetClosedPages } from './failure-report';

const FAILURES_FILE = join(new URL('..', import.meta.url).pathname, 'test-results', 'browser-failures.jsonl');

beforeEach((context) => {
  forgetClosedPages();
  context.onTestFailed(async ({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    // A page whose script is stuck must not hold the run: 15 s, then what is known.
    const report = await Promise.race([
      describeOpenPages(task.name, attempt),
      new Promise<string>((resolve) => setTimeout(() => resolve('the pages did not answer within 15 s'), 15_000).unref()),
    ]).catch((error: unknown) => `could not describe the pages: ${String(error)}`);
    console.error(`what the pages were doing when "${task.name}" failed (try ${attempt}):\n${report}`);
    const error = task.result?.errors?.[0];
    // The test's name as the JSON report spells it: its describe titles and its own, by spaces.
    const titles = [task.name];
    for (let suite = task.suite; suite && suite !== task.file; suite = suite.suite) titles.unshift(suite.name);
    mkdirSync(dirname(FAILURES_FILE), { recursive: true });
    appendFileSync(
      FAILURES_FILE,
      `${JSON.stringify({ file: task.file.filepath, name: titles.join(' '), attempt, error: `${error?.name ?? 'Error'}: ${error?.message ?? ''}`.split('\n')[0]!.slice(0, 300) })}\n`,
    );
  });
});
