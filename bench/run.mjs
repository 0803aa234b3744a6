// `npm run bench`: every benchmark, one after another (they share the machine's two cores).
import { spawnSync } from 'node:child_process';

for (const script of ['bench/bundle-size.mjs', 'bench/start-time.mjs', 'bench/realod-token.mjs', 'bench/children-list.mjs', 'bench/form-render.mjs', 'bench/scoring.mjs', 'bench/report-pdf.mjs', 'bench/report-jobs.mjs']) {
  console.log(`\n== ${script}`);
  const r = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
