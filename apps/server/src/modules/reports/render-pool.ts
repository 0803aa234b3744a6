/**
 * A small pool of render threads (node:worker_threads), one per core by default: rendering a
 * report is ~60–100 ms of synchronous CPU work (layout, font subsetting) that must not run on the
 * thread answering API calls. Tasks wait in one queue and go to the first free thread; a thread
 * that dies or overruns its time is replaced and only its own task fails. Threads start on first
 * use, each parses the fonts once (~150 ms), and they never keep the process alive (unref).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../../paths';
import type { CaseReportModel, ItemReportModel, ReportModel } from './render';

/** What a thread renders: a test report, a case report (compass, summary) or an item report (speech tests, Ment). */
export type RenderTask = { kind: 'report'; model: ReportModel } | { kind: 'case'; model: CaseReportModel } | { kind: 'items'; model: ItemReportModel };
export type RenderRequest = RenderTask & { id: number };
export type RenderResponse = { id: number; ok: true; pdf: ArrayBuffer; html: string } | { id: number; ok: false; error: string };

export interface RenderResult {
  pdf: Buffer;
  html: string;
}

export class RenderError extends Error {
  override readonly name = 'RenderError';
}

export interface RenderPoolOptions {
  /** Threads; default: the cores available to this process. */
  size?: number;
  /** A render running longer fails and its thread is replaced. */
  taskTimeoutMs?: number;
  /** The thread's entry module (tests point it elsewhere). */
  entry?: URL;
}

interface Task {
  id: number;
  work: RenderTask;
  resolve(result: RenderResult): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

const DEFAULT_ENTRY = threadEntry('render-worker', new URL('./render-worker.mjs', import.meta.url));

export class RenderPool {
  readonly size: number;
  private readonly timeoutMs: number;
  private readonly entry: URL;
  private readonly slots = new Set<Slot>();
  private readonly waiting: Task[] = [];
  private nextId = 1;
  private closed = false;
  /** Renders finished, for the benchmark and tests. */
  completed = 0;

  constructor(options: RenderPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.timeoutMs = options.taskTimeoutMs ?? 30_000;
    this.entry = options.entry ?? DEFAULT_ENTRY;
  }

  render(model: ReportModel): Promise<RenderResult> {
    return this.enqueue({ kind: 'report', model });
  }

  renderCase(model: CaseReportModel): Promise<RenderResult> {
    return this.enqueue({ kind: 'case', model });
  }

  renderItems(model: ItemReportModel): Promise<RenderResult> {
    return this.enqueue({ kind: 'items', model });
  }

  private enqueue(work: RenderTask): Promise<RenderResult> {
    if (this.closed) return Promise.reject(new RenderError('the render pool is closed'));
    return new Promise<RenderResult>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, work, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts every thread now (their font parsing included), so the first reports do not wait for it. */
  async warm(): Promise<void> {
    while (!this.closed && this.slots.size < this.size) this.spawn();
    await Promise.all(
      [...this.slots].map((slot) =>
        slot.ready
          ? undefined
          : new Promise<void>((resolve) => {
              slot.worker.once('message', () => resolve());
              slot.worker.once('exit', () => resolve());
            }),
      ),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new RenderError('the render pool is closed'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, new RenderError('the render pool is closed'))));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const free = [...this.slots].find((slot) => slot.ready && !slot.task);
      if (!free) {
        // Threads still starting will take the queue when ready.
        if (this.slots.size < this.size) this.spawn();
        return;
      }
      this.assign(free, this.waiting.shift()!);
    }
  }

  private assign(slot: Slot, task: Task): void {
    slot.task = task;
    slot.timer = setTimeout(() => void this.retire(slot, new RenderError(`rendering took over ${this.timeoutMs} ms`)), this.timeoutMs);
    slot.worker.postMessage({ id: task.id, ...task.work } satisfies RenderRequest);
  }

  private spawn(): void {
    const worker = new Worker(this.entry);
    worker.unref();
    const slot: Slot = { worker, ready: false, task: null, timer: null };
    this.slots.add(slot);
    worker.on('message', (message: RenderResponse | { ready: true }) => {
      if ('ready' in message) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      const task = slot.task;
      if (!task || task.id !== message.id) return;
      if (slot.timer) clearTimeout(slot.timer);
      slot.task = null;
      slot.timer = null;
      if (message.ok) {
        this.completed += 1;
        task.resolve({ pdf: Buffer.from(message.pdf), html: message.html });
      } else task.reject(new RenderError(message.error));
      this.dispatch();
    });
    worker.on('error', (error) => void this.retire(slot, new RenderError(`render thread failed: ${error.message}`)));
    worker.on('exit', (code) => void this.retire(slot, new RenderError(`render thread exited with code ${code}`)));
  }

  /** Removes a thread (failing its task with `why`); the queue goes on with a new one. */
  private async retire(slot: Slot, why: Error): Promise<void> {
    if (!this.slots.delete(slot)) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.reject(why);
    slot.task = null;
    await slot.worker.terminate().catch(() => undefined);
    if (!this.closed) this.dispatch();
  }
}

let shared: RenderPool | null = null;

/** The process's pool (the report queue's workers share it). */
export function sharedRenderPool(): RenderPool {
  shared ??= new RenderPool();
  return shared;
}

export async function closeSharedRenderPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
