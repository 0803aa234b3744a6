/**
 * The command-line entry of the compiled server (apps/server/dist/serve.js, what `npm start`
 * runs). It starts the embedded PostgreSQL first and only then loads the rest of the server
 * (main.ts and its packages: about half a second of module loading on one core), so the two
 * overlap on a two-core machine instead of following each other. Everything else is main.ts's
 * `runFromCommandLine`; from source (`npm run dev`, tests) main.ts is run directly.
 */
import { createLogger } from './http/log-redaction';
import { loadConfig } from './config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';

let embedded: Promise<EmbeddedPostgres> | undefined;
try {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.databaseUrl) {
    embedded = startEmbeddedPostgres({ baseDir: config.dataDir, log: (m) => logger.info(m) });
    embedded.catch(() => undefined); // startServer awaits it and reports a failure
  }
  const { runFromCommandLine } = await import('./main');
  runFromCommandLine({ logger, embedded });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await embedded?.then((pg) => pg.stop()).catch(() => undefined);
  process.exit(1);
}
