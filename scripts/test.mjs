// `npm test`: every test in the repo — unit, API (real PostgreSQL) and browser (real Chromium).
// Browser tests need Chromium: without it they are skipped LOUDLY, and under CI=true that fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ci = process.env.CI === 'true';
const haveChromium = existsSync(chromium);

function banner(lines) {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = '!'.repeat(width);
  console.error(`\n${bar}\n${lines.map((l) => `! ${l.padEnd(width - 4)} !`).join('\n')}\n${bar}\n`);
}

if (!haveChromium) {
  banner([
    `Chromium not found at ${chromium}: BROWSER TESTS ARE SKIPPED.`,
    'Install it with: apt-get install -y chromium fonts-noto-cjk',
    ci ? 'CI=true: a run without browser tests fails.' : 'Set CHROMIUM_PATH if it lives elsewhere.',
  ]);
  if (ci) process.exit(1);
}

/**
 * The browser tests' server takes free ports (so they run beside `npm start`) unless E2E_PORT or
 * E2E_TOOL_PORT fix them: a fixed port that is taken is named here, before anything runs.
 */
function portTaken(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}
if (haveChromium) {
  for (const variable of ['E2E_PORT', 'E2E_TOOL_PORT']) {
    const port = process.env[variable];
    if (port && (await portTaken(Number(port)))) {
      banner([`Port ${port} (${variable}) is in use: the browser tests cannot start their server there.`, `Free it, or unset ${variable} so they take a free port.`]);
      process.exit(1);
    }
  }
}

// `npm test -- --project api` (CI's second pass) asks for no browser test: build nothing, expect none.
const passed = process.argv.slice(2);
const projects = passed.flatMap((a, i) => (a === '--project' ? [passed[i + 1]] : a.startsWith('--project=') ? [a.slice(10)] : []));
const browserWanted = projects.length === 0 || projects.includes('e2e');

// Browser tests drive the built server and apps, exactly as `npm start` runs them.
if (haveChromium && browserWanted) buildIfStale();

const outDir = join(root, 'test-results');
mkdirSync(outDir, { recursive: true });
const report = join(outDir, 'vitest.json');
rmSync(report, { force: true });
// Written by e2e/failure-setup.ts, one line per failed try of a browser test.
const browserFailures = join(outDir, 'browser-failures.jsonl');
rmSync(browserFailures, { force: true });

const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
if (!haveChromium) args.push('--project', 'shared', '--project', 'ui', '--project', 'api', '--project', 'portal', '--project', 'tool');
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });

let summary = 'no report written';
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  summary = `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`;
  if (r.numTotalTests === 0) {
    console.error('No test ran.');
    process.exitCode = 1;
  }
  // A browser project that silently matched no file must not pass for a green run.
  const browserTests = r.testResults.filter((f) => f.name.startsWith(join(root, 'e2e') + '/')).reduce((n, f) => n + f.assertionResults.length, 0);
  if (haveChromium && browserWanted && browserTests === 0) {
    banner(['Chromium is installed but NO BROWSER TEST RAN.', 'See the e2e global setup error above (its server could not start?).']);
    process.exitCode = 1;
  }
  // Vitest fails a run with no failed test for an unhandled error or a file that could not load.
  if (run.status !== 0 && r.numFailedTests === 0) summary += ' — yet the run failed: see "Unhandled Errors" or a failed file above';
  const flaky = passedOnRetry(r);
  if (flaky.length > 0) {
    summary += `, ${flaky.length} passed only on a retry`;
    console.log(`\nBrowser tests that failed once and passed on their retry (what their pages were doing is printed above):`);
    for (const f of flaky) console.log(`  ${f.file.slice(root.length)} > ${f.name}\n    first try: ${f.error}`);
  }
}
/** The failed tries (browser-failures.jsonl) of tests the report counts as passed. */
function passedOnRetry(r) {
  if (!existsSync(browserFailures)) return [];
  const passedNames = new Set(r.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === 'passed').map((a) => `${f.name}\u0000${a.fullName}`)));
  const lines = readFileSync(browserFailures, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  return lines.filter((l) => passedNames.has(`${l.file}\u0000${l.name}`));
}
if (!haveChromium) banner(['Browser tests were SKIPPED (no Chromium).']);
// Plain closing line, readable by any CI.
console.log(`\ntests: ${summary}`);
process.exit(run.status || process.exitCode || 0);
