import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase, type TestDatabase } from '../../test/database';
import { JobFailedError, JobTimeoutError, startJobQueue, type JobQueue } from './queue';

const logger = pino({ level: 'silent' });
let database: TestDatabase;
const started: JobQueue[] = [];
const queue = async () => {
  const q = await startJobQueue(database.url, logger, { poolSize: 2 });
  started.push(q);
  return q;
};

beforeAll(async () => {
  database = await createEmptyDatabase(inject('pgAdminUrl'));
});
afterAll(async () => {
  for (const q of started) await q.stop();
  await database.drop();
});

describe('job queue (pg-boss on the same PostgreSQL)', () => {
  it('runs a job and hands its output back to the caller, quickly when this process works the queue', async () => {
    const q = await queue();
    await q.register<{ n: number }, { doubled: number }>({ name: 'double', handler: async ({ n }) => ({ doubled: n * 2 }) });
    expect(await q.run('double', { n: 21 })).toEqual({ doubled: 42 });
    const started = Date.now();
    await q.run('double', { n: 1 });
    // Woken directly rather than at the next half-second poll.
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('two processes starting together on a new database both declare the same queues, and both work them', async () => {
    // Without the declaring lock, pg-boss's unlocked queue creation deadlocked one of the two here.
    const fresh = await createEmptyDatabase(inject('pgAdminUrl'));
    const both: JobQueue[] = [];
    try {
      const start = async () => {
        const q = await startJobQueue(fresh.url, logger, { poolSize: 2 });
        both.push(q);
        for (const name of ['first', 'second', 'third', 'fourth']) await q.register<{ n: number }, { n: number }>({ name, handler: async ({ n }) => ({ n }) });
        return q;
      };
      const [a, b] = await Promise.all([start(), start()]);
      expect(await a!.run('third', { n: 3 })).toEqual({ n: 3 });
      expect(await b!.run('fourth', { n: 4 })).toEqual({ n: 4 });
    } finally {
      for (const q of both) await q.stop();
      await fresh.drop();
    }
  });

  it('a failing job rejects the waiting caller with the handler’s message', async () => {
    const q = await queue();
    await q.register<{ why: string }, object>({ name: 'broken', handler: async ({ why }) => Promise.reject(new Error(why)) });
    const failure = await q.run('broken', { why: 'no norms for this tool' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(JobFailedError);
    expect((failure as Error).message).toContain('no norms for this tool');
  });

  it('another process can do the work: the caller only sends and waits', async () => {
    const worker = await queue();
    const caller = await queue();
    await worker.register<{ text: string }, { upper: string; pid: string }>({ name: 'shout', handler: async ({ text }) => ({ upper: text.toUpperCase(), pid: 'worker' }) });
    expect(await caller.run('shout', { text: 'hello' })).toEqual({ upper: 'HELLO', pid: 'worker' });
  });

  it('gives up waiting after the timeout', async () => {
    const q = await queue();
    await q.register<object, object>({ name: 'slow', handler: () => new Promise((resolve) => setTimeout(() => resolve({}), 3000)) });
    await expect(q.run('slow', {}, 300)).rejects.toBeInstanceOf(JobTimeoutError);
  });
});
