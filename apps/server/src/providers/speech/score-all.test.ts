import { describe, expect, it } from 'vitest';
import { ProviderError } from '../sms/sender';
import type { SpeechItem, SpeechOutcome, SpeechScorer } from './scorer';
import { scoreAll } from './score-all';

const item = (target: string): SpeechItem => ({ target, wav16kMono: Buffer.alloc(0), durationMs: 1000, audioPath: `/speech/${target}.wav` });

/** A scorer whose items finish in the order given by their delays, counting how many are in flight. */
function countingScorer(delayMs: (target: string) => number, fails: (target: string) => boolean = () => false) {
  let inFlight = 0;
  let most = 0;
  const scorer: SpeechScorer = {
    name: 'counting',
    async score(i) {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, delayMs(i.target)));
      inFlight -= 1;
      if (fails(i.target)) throw new ProviderError('counting', `refused ${i.target}`);
      return { provider: 'counting', status: 'scored', word: [], vop: { path: i.audioPath, pinyin: '', text: i.target }, accuracy: 100 } satisfies SpeechOutcome;
    },
  };
  return { scorer, most: () => most };
}

describe('scoring a session with a bounded pool', () => {
  it('gives the results in the items’ order even when later items finish first', async () => {
    const targets = ['苹果', '香蕉', '小猫', '鸭子', '桌子'];
    const { scorer } = countingScorer((t) => (5 - targets.indexOf(t)) * 10);
    const results = await scoreAll(targets.map(item), scorer, { concurrency: 5 });
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.vop.text : null))).toEqual(targets);
  });

  it('never has more than the bound in flight, and uses all of it', async () => {
    const targets = Array.from({ length: 20 }, (_, i) => `词${i}`);
    const { scorer, most } = countingScorer((t) => 5 + (Number(t.slice(1)) % 3) * 5);
    const results = await scoreAll(targets.map(item), scorer, { concurrency: 3 });
    expect(results).toHaveLength(20);
    expect(most()).toBe(3);
  });

  it('keeps one item’s failure to that item: the others are scored', async () => {
    const { scorer } = countingScorer(() => 5, (t) => t === '香蕉');
    const results = await scoreAll(['苹果', '香蕉', '小猫'].map(item), scorer, { concurrency: 2 });
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const failed = results[1] as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(ProviderError);
    expect((failed.reason as ProviderError).detail).toBe('refused 香蕉');
  });

  it('scores an empty session as nothing, and refuses a bound below one', async () => {
    const { scorer } = countingScorer(() => 1);
    await expect(scoreAll([], scorer)).resolves.toEqual([]);
    await expect(scoreAll([item('苹果')], scorer, { concurrency: 0 })).rejects.toThrow(RangeError);
  });
});
