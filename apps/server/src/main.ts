/**
 * The server process: database (given or embedded), migrations and first-start seed under an
 * advisory lock, then one Fastify instance per port (portal, tool site) sharing one pool.
 * Shutdown order: stop accepting and drain HTTP, close the pool, then stop embedded PostgreSQL.
 */
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createLogger } from './http/log-redaction';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import type { AppContext } from './context';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { runMigrations, withSetupLock } from './db/migrate';
import { createDb, type Db } from './db/pool';
import { claimSweeps, registerQueues } from './jobs/registry';
import { startSweeper } from './jobs/sweep';
import { startJobQueue } from './jobs/queue';
import { seed } from './setup/seed';
import { ensureDefinitions, ensureMenus } from './setup/configuration';
import { ensureLottieAnimations, ensureShippedArticles, ensureShippedContent } from './modules/content';
import { cacheOpenTests, warmParentSync } from './modules/testing';
import { demoParentLinkPath } from './modules/training';

export interface RunningServer {
  config: Config;
  portal: FastifyInstance;
  tool: FastifyInstance;
  portalUrl: string;
  toolUrl: string;
  db: Db;
  embedded: EmbeddedPostgres | null;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Defaults to process.env; tests pass their own (PORT=0 picks free ports). */
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  logger?: Logger;
  /**
   * The embedded PostgreSQL of this configuration, already starting (serve.ts starts it while the
   * rest of the server loads); used when no DATABASE_URL is set, and stopped by `close()`.
   */
  embedded?: Promise<EmbeddedPostgres>;
}

/**
 * Migrate then seed, both under one advisory lock (several processes may start at once).
 * `fileConfig` (the server's own configuration) lets the demo seed store its sample files.
 */
export async function prepareDatabase(db: Db, config: Pick<Config, 'demo' | 'adminPassword' | 'adminPasswordIsDefault'>, fileConfig?: Config) {
  return withSetupLock(db.pool, async (orm) => {
    await runMigrations(orm);
    // Before the seed: the demo tests are taken with the shipped banks, and the demo case PDFs
    // print the labels of the stored definitions.
    await ensureShippedContent(orm);
    await ensureShippedArticles(orm);
    await ensureDefinitions(orm);
    const seeded = await seed(orm, config, fileConfig ? { db, config: fileConfig } : undefined);
    // The definitions were ensured once above; the seed removes none.
    await ensureMenus(orm);
    await ensureLottieAnimations(orm);
    return seeded;
  });
}

function moreSevere(a: string, b: string): string {
  const rank = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];
  return rank.indexOf(a) >= rank.indexOf(b) ? a : b;
}

function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(options.env ?? process.env, options.cwd ?? process.cwd());
  const logger = options.logger ?? createLogger(config.logLevel);
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      await step().catch((error: unknown) => logger.error({ err: error }, 'shutdown step failed'));
    }
  };

  try {
    let embedded: EmbeddedPostgres | null = null;
    let url = config.databaseUrl;
    if (!url) {
      embedded = await (options.embedded ?? startEmbeddedPostgres({ baseDir: config.dataDir, log: (m) => logger.info(m) }));
      cleanups.push(() => embedded!.stop());
      // The server's own connections take the Unix socket: cheaper per query than loopback TCP.
      url = embedded.socketUrl;
    }
    const db = createDb(url, config.databasePoolSize);
    cleanups.push(() => db.pool.end());
    const seeded = await prepareDatabase(db, config, config);
    if (seeded === 'seeded') {
      const parentPage = config.demo ? await demoParentLinkPath(db.orm) : null;
      logger.info(config.demo ? `seeded the demo installation${parentPage ? `; a demo parent's training page: tool site ${parentPage}` : ''}` : 'seeded the admin account');
    }

    const jobs = await startJobQueue(url, logger.child({ site: 'jobs' }));
    cleanups.push(() => jobs.stop()); // before the pool ends: cleanups run in reverse
    const ctx: AppContext = { db, config, jobs };
    // The open tests' libraries are read while the job queue and the apps are set up (PostgreSQL's
    // work on the other core); a failed read leaves the sync cold, which it copes with.
    const opened = cacheOpenTests(ctx).catch((error: unknown) => {
      logger.warn({ err: error }, 'reading the open tests for the warm-up failed');
      return null;
    });
    await registerQueues(ctx, jobs);
    const sweeper = startSweeper(claimSweeps(ctx), { everySeconds: config.jobSweepSeconds, graceSeconds: config.jobClaimGraceSeconds, logger: logger.child({ site: 'jobs' }) });
    cleanups.push(async () => sweeper.stop());
    await sweeper.sweepOnce();
    // Fastify's own info lines (one "listening" per interface) would bury the single ready line.
    const httpLevel = ['debug', 'trace'].includes(logger.level) ? logger.level : moreSevere(logger.level, 'warn');
    const httpLogger = (site: string) => logger.child({ site }, { level: httpLevel });
    const portal = await buildApp({ ctx, site: { name: 'portal', distDir: config.portalDist }, logger: httpLogger('portal') });
    cleanups.push(() => portal.close());
    const tool = await buildApp({ ctx, site: { name: 'tool', distDir: config.toolDist }, logger: httpLogger('tool') });
    cleanups.push(() => tool.close());
    // Phones waiting on a restart come back within seconds: their path is warm before they can.
    await warmParentSync(ctx, [portal, tool], opened).then(
      (warmed) => logger.info(warmed, 'parent sync warmed'),
      (error: unknown) => logger.warn({ err: error }, 'warming the parent sync failed; starting cold'),
    );
    await portal.listen({ port: config.port, host: config.host });
    await tool.listen({ port: config.toolPort, host: config.host });

    const portalUrl = `http://localhost:${portOf(portal)}`;
    const toolUrl = `http://localhost:${portOf(tool)}`;
    // A plain line (not JSON) on purpose: people and start scripts wait for it.
    console.log(`portal ${portalUrl}  tool ${toolUrl}`);

    let closing: Promise<void> | undefined;
    return { config, portal, tool, portalUrl, toolUrl, db, embedded, close: () => (closing ??= cleanup()) };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * Exit status when the embedded PostgreSQL died under the server (EX_SOFTWARE): distinct from a
 * failed start (1) so a supervisor (systemd Restart=on-failure, a container's restart policy)
 * restarts the process, whose next start recovers the cluster from its WAL.
 */
export const EXIT_DATABASE_LOST = 70;

export function runFromCommandLine(options: StartOptions = {}): void {
  const started = startServer(options);
  void started.then(
    (server) =>
      server.embedded?.onUnexpectedExit(() => {
        console.error(`PostgreSQL (pid ${server.embedded?.pid}) stopped unexpectedly: exiting with status ${EXIT_DATABASE_LOST} to be restarted`);
        process.exit(EXIT_DATABASE_LOST);
      }),
    () => undefined,
  );
  let firstSignalAt = 0;
  const forceExit = (reason: string) => {
    console.error(`${reason}: exiting without a clean shutdown`);
    // Still ask PostgreSQL to stop, so no orphan is left holding the data directory.
    void started.then((server) => server.embedded?.signalStop()).finally(() => process.exit(1));
  };
  const stop = (signal: string) => {
    if (firstSignalAt > 0) {
      // `npm start` forwards the terminal's Ctrl+C, which also reaches us directly: only a
      // repeated signal a moment later means "stop now".
      if (Date.now() - firstSignalAt > 2_000) forceExit(`${signal} again`);
      return;
    }
    firstSignalAt = Date.now();
    setTimeout(() => forceExit('shutdown took over 30 s'), 30_000).unref();
    started
      .then((server) => server.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  started.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runFromCommandLine();
