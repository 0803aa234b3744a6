// `npm start`: runs the compiled server (apps/server/dist/serve.js: API + both built web apps).
//   - NODE_ENV=production: runs what is built and never builds; a missing build stops here with
//     what to run (`npm run build`).
//   - otherwise: first builds whatever is missing or older than its sources (server and web apps,
//     scripts/build-if-stale.mjs), once, then runs the build.
// `node scripts/start.mjs import-content …` runs the compiled content import the same way
// (`npm run import-content -- …`), building only the server; so do `backup …` and `restore …`
// (`npm run backup`, `npm run restore -- <file>`: dist/backup.js).
import { spawn } from 'node:child_process';
import { buildIfStale, missingBuilds } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const production = process.env.NODE_ENV === 'production';
const command = process.argv[2];
const [entry, ...args] =
  command === 'import-content' ? process.argv.slice(2) : command === 'backup' || command === 'restore' ? ['backup', ...process.argv.slice(2)] : ['serve'];
const needed = entry === 'serve' ? ['server', 'portal', 'tool'] : ['server'];

if (production) {
  const missing = missingBuilds().filter((build) => needed.includes(build));
  if (missing.length > 0) {
    console.error(`Not built: ${missing.join(', ')}. With NODE_ENV=production, npm start runs the build and never builds.`);
    console.error('Run `npm run build` first (it needs the dev dependencies: `npm install` or `npm ci`).');
    process.exit(1);
  }
} else {
  buildIfStale({ only: needed });
}

const server = spawn(process.execPath, [`apps/server/dist/${entry}.js`, ...args], { cwd: root, stdio: 'inherit' });
// The server stops its embedded PostgreSQL itself; pass the signal on and leave with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
