/**
 * When a phone tries again after a failed send. Exponential back-off with FULL jitter: the n-th
 * retry waits a random time in [0, min(cap, base·2^n)]. After a server restart every phone that
 * was waiting fails at the same moment; without the randomness they would all come back in the
 * same instant, again and again (the stampede that kept p99 at 1.75 s for five seconds). A
 * server that says when to come back (503 with Retry-After) is obeyed: nothing is sent before
 * then, and the jitter spreads the phones over the window after it.
 *
 * The first window is 2 s wide: a restarted server takes its waiting phones' backlog on cold code,
 * and 200 phones spread over 0–2 s (then 0–4 s, 0–8 s…) come back at about the steady rate
 * instead of twice it. The parent loses nothing by it: the change is already kept on the phone,
 * and a phone whose own network comes back sends at once (the queue's 'online' event).
 * bench/lib/phone.mjs imports this file, so the restart benchmark's phones wait exactly as these.
 */
export const RETRY_BASE_MS = 2_000;
export const RETRY_CAP_MS = 30_000;
/** A Retry-After beyond this is a mistake or a proxy's idea, not a reason to stop for an hour. */
export const RETRY_AFTER_MAX_MS = 120_000;

/** The wait before retry `attempt` (0 = the first retry); `random` in [0, 1). */
export function retryDelayMs(attempt: number, random: () => number = Math.random, retryAfterMs: number | null = null): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(Math.max(attempt, 0), 30));
  const jitter = Math.floor(random() * ceiling);
  if (retryAfterMs === null || !(retryAfterMs > 0)) return jitter;
  return Math.min(retryAfterMs, RETRY_AFTER_MAX_MS) + jitter;
}
