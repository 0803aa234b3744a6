/**
 * Scoring a whole session: every item through the scorer, a bounded number at a time (a service
 * answers in hundreds of milliseconds, so items in parallel make a 40-item session seconds rather
 * than half a minute, and the bound keeps within the service's rate limits and the server's sockets).
 */
import type { SpeechItem, SpeechOutcome, SpeechScorer } from './scorer';

export const DEFAULT_SCORING_CONCURRENCY = 6;

/**
 * One result per item, in the items' order, as Promise.allSettled gives them, with at most
 * `concurrency` calls of `run` in flight: a failed item is kept as its own rejection.
 */
export async function settleBounded<T, R>(items: readonly T[], run: (item: T) => Promise<R>, concurrency: number): Promise<Array<PromiseSettledResult<R>>> {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a whole number ≥ 1, not ${concurrency}`);
  const results = new Array<PromiseSettledResult<R>>(items.length);
  let next = 0;
  // Each worker takes the next unfinished item until none is left.
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = { status: 'fulfilled', value: await run(items[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * Every item through the scorer (settleBounded): a failed item (ProviderError: refused,
 * unreachable) does not fail the session; the caller retries or leaves it for review.
 */
export function scoreAll(
  items: readonly SpeechItem[],
  scorer: SpeechScorer,
  { concurrency = DEFAULT_SCORING_CONCURRENCY }: { concurrency?: number } = {},
): Promise<Array<PromiseSettledResult<SpeechOutcome>>> {
  return settleBounded(items, (item) => scorer.score(item), concurrency);
}
