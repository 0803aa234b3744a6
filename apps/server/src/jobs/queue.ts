/**
 * Background jobs on pg-boss, in the same PostgreSQL (DESIGN: several server processes share
 * the work). A queue is declared once with its handler; `run` sends a job and waits for its
 * result, which is how an API call that must answer with a generated file (a report) uses it.
 *
 * pg-boss keeps its own tables in the `pgboss` schema and its own small connection pool. A
 * worker polls every half second; a job sent by this process wakes this process's worker at
 * once (`notifyWorker`), so a lone server does not add the polling delay to every request.
 */
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** Inputs and outputs travel as JSON objects (pg-boss stores a job's output as one). */
export interface QueueDefinition<In extends object, Out extends object> {
  name: string;
  /** Jobs of this queue one worker runs at the same time. */
  concurrency?: number;
  /** A job running longer is failed (pg-boss expireInSeconds). */
  expireInSeconds?: number;
  retryLimit?: number;
  /** Seconds before a failed job is tried again (pg-boss retryDelay). */
  retryDelay?: number;
  handler(data: In): Promise<Out>;
}

export interface JobQueue {
  /** Declares the queue and starts its worker in this process. */
  register<In extends object, Out extends object>(definition: QueueDefinition<In, Out>): Promise<void>;
  send<In extends object>(name: string, data: In): Promise<string>;
  /** Sends a job and resolves with its output once done (rejects when it failed or timed out). */
  run<In extends object, Out extends object>(name: string, data: In, timeoutMs?: number): Promise<Out>;
  /**
   * Sends a job of `name` every `seconds` from this process (the first a few seconds after the
   * call), throttled by pg-boss to one job per `seconds`-long slot across all processes, so N
   * servers still ask once per period. Stops with `stop()`.
   */
  every(name: string, seconds: number): void;
  stop(): Promise<void>;
}

export class JobFailedError extends Error {
  constructor(
    readonly queue: string,
    readonly jobId: string,
    readonly detail: unknown,
  ) {
    super(`job ${queue}/${jobId} failed: ${typeof detail === 'object' && detail && 'message' in detail ? String((detail as { message: unknown }).message) : String(detail)}`);
  }
}

export class JobTimeoutError extends Error {}

const POLL_MS = 20;
/**
 * How often each idle worker asks for a job. A job sent by this process wakes its workers at once
 * (`notifyWorker` in `send`), so polling only finds retries and jobs sent by another process. Every
 * worker polls on its own (one per unit of concurrency, a dozen or more): at 0.5 s that was about
 * 126 queue fetches a second on empty queues, PostgreSQL work every request then waited behind.
 */
const WORKER_POLL_SECONDS = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Arbitrary but fixed: identifies "declaring a job queue" among advisory locks. */
const DECLARE_LOCK_KEY = 7_462_002;

/**
 * Runs `work` while this process holds the queue-declaring advisory lock, on a connection of its
 * own (ending it releases the lock). pg-boss's createQueue is not locked: it inserts the queue's
 * row, then adds a partition whose foreign keys lock the queue table, so two processes creating
 * queues at once (the first start of an installation behind a load balancer) deadlock each other.
 */
async function whileDeclaring<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: 'portal-queue-declare' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [DECLARE_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}

export async function startJobQueue(connectionString: string, logger: Logger, options: { poolSize?: number } = {}): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, max: options.poolSize ?? 4, schedule: false, supervise: true, migrate: true });
  boss.on('error', (error) => {
    // PostgreSQL shutting down (57P01, admin_shutdown) ends the queue's idle connections: expected
    // when the database stops before the server (a stopped cluster, tests' teardown), and pg-boss
    // reconnects when it comes back. One line, not the whole client object of every connection.
    if ((error as { code?: unknown }).code === '57P01') logger.warn('job queue: PostgreSQL ended its connections (shutting down)');
    else logger.error({ err: error }, 'job queue error');
  });
  await boss.start();
  const workers = new Map<string, string[]>();
  const timers: NodeJS.Timeout[] = [];

  const send = async (name: string, data: object): Promise<string> => {
    const id = await boss.send(name, data);
    if (!id) throw new Error(`queue ${name} refused the job`);
    for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
    return id;
  };

  return {
    async register(definition) {
      const options = {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 0,
        retryDelay: definition.retryDelay ?? 0,
        expireInSeconds: definition.expireInSeconds ?? 120,
      };
      // A restart finds its queues made: no lock, no extra connection. A missing queue is made
      // under the lock, after which another process starting alongside finds it made.
      if (!(await boss.getQueue(definition.name))) await whileDeclaring(connectionString, () => boss.createQueue(definition.name, options));
      // createQueue leaves an existing queue as it was: an installation made before a queue's
      // retry limit changed gets the new one.
      await boss.updateQueue(definition.name, options);
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i += 1) {
        ids.push(
          await boss.work<Parameters<typeof definition.handler>[0]>(definition.name, { batchSize: 1, pollingIntervalSeconds: WORKER_POLL_SECONDS }, async ([job]) => {
            if (!job) return undefined;
            try {
              return await definition.handler(job.data);
            } catch (error) {
              logger.warn({ err: error, queue: definition.name, jobId: job.id }, 'job failed');
              throw error;
            }
          }),
        );
      }
      workers.set(definition.name, ids);
    },
    send,
    async run<In extends object, Out extends object>(name: string, data: In, timeoutMs = 60_000): Promise<Out> {
      const id = await send(name, data);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await boss.getJobById<In>(name, id, { includeArchive: true });
        if (job?.state === 'completed') return job.output as Out;
        if (job && (job.state === 'failed' || job.state === 'cancelled')) throw new JobFailedError(name, id, job.output);
        if (Date.now() > deadline) throw new JobTimeoutError(`job ${name}/${id} did not finish within ${timeoutMs} ms`);
        await sleep(POLL_MS);
      }
    },
    every(name, seconds) {
      const tick = () => {
        boss
          .sendThrottled(name, {}, {}, seconds, name)
          .then((id) => {
            if (id) for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
          })
          .catch((error: unknown) => logger.warn({ err: error, queue: name }, 'recurring job not sent'));
      };
      timers.push(setTimeout(tick, Math.min(5_000, seconds * 1000)).unref(), setInterval(tick, seconds * 1000).unref());
    },
    async stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
