// `npm start`: build the web apps if their sources changed, then run the server (API + both apps).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
});
// The server stops its embedded PostgreSQL itself; pass the signal on and leave with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
