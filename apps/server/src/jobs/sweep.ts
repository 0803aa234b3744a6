/**
 * Work a killed process left claimed: every module whose jobs claim rows (a status saying "a job
 * is on it") offers a sweep that releases or fails claims older than the grace. Run once at start
 * and every `jobSweepSeconds`; each sweep is one idempotent update, so several processes sweeping
 * together change each row once.
 */
import type { Logger } from 'pino';

export interface Sweep {
  name: string;
  /** Rows released or failed. */
  run(graceSeconds: number): Promise<number>;
}

export interface Sweeper {
  /** One pass over every sweep (start-up awaits the first). */
  sweepOnce(): Promise<number>;
  stop(): void;
}

export function startSweeper(sweeps: Sweep[], options: { everySeconds: number; graceSeconds: number; logger: Logger }): Sweeper {
  const { everySeconds, graceSeconds, logger } = options;
  let running: Promise<number> | null = null;
  const sweepOnce = () =>
    (running ??= (async () => {
      let total = 0;
      for (const sweep of sweeps) {
        try {
          const swept = await sweep.run(graceSeconds);
          if (swept > 0) logger.warn({ sweep: sweep.name, rows: swept }, 'released work a stopped job had claimed');
          total += swept;
        } catch (error) {
          // The database away (a restart): the next pass tries again.
          logger.warn({ err: error, sweep: sweep.name }, 'sweep failed');
        }
      }
      return total;
    })().finally(() => (running = null)));
  const timer = everySeconds > 0 ? setInterval(() => void sweepOnce(), everySeconds * 1000).unref() : null;
  return { sweepOnce, stop: () => timer && clearInterval(timer) };
}
