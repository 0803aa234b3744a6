import { describe, expect, it } from 'vitest';
import { compareWithTarget, splitSyllable, syllablesOf } from './pinyin-compare';

/** Each example below is worked out by hand from the rule in pinyin-compare.ts (initial 40, final 40, tone 20). */
describe('comparing what was heard with the target word by pinyin', () => {
  it('苹果 heard as 平果: the same píng (initial, final and tone right), so 苹 has full accuracy', () => {
    const c = compareWithTarget('苹果', '平果');
    expect(c.syllables.map((s) => [s.target.char, s.heard?.char, s.score])).toEqual([
      ['苹', '平', 100],
      ['果', '果', 100],
    ]);
    expect(c.accuracy).toBe(100);
  });

  it('苹果 heard as 冰果 bīngguǒ: final right, initial and tone wrong, so 苹 keeps only the final’s 40; 果 full; the word 70', () => {
    const c = compareWithTarget('苹果', '冰果');
    const ping = c.syllables[0]!;
    expect(ping.heard).toMatchObject({ char: '冰', pinyin: 'bīng', initial: 'b', final: 'ing', tone: 1 });
    expect([ping.initialRight, ping.finalRight, ping.toneRight, ping.score]).toEqual([false, true, false, 40]);
    expect(c.syllables[1]!.score).toBe(100);
    expect(c.accuracy).toBe(70);
  });

  it('nothing heard (silence, or only punctuation): no accuracy, no syllable said', () => {
    for (const heard of ['', '。', '  ']) {
      const c = compareWithTarget('苹果', heard);
      expect(c.accuracy).toBeNull();
      expect(c.heard).toEqual([]);
      expect(c.syllables.every((s) => s.heard === null && s.score === 0)).toBe(true);
    }
  });

  it('a missing syllable scores 0 and the rest stay aligned: 苹果 heard as 果 gives 0 and 100, the word 50', () => {
    const c = compareWithTarget('苹果', '果');
    expect(c.syllables.map((s) => [s.heard?.char ?? null, s.score])).toEqual([
      [null, 0],
      ['果', 100],
    ]);
    expect(c.accuracy).toBe(50);
  });

  it('extra syllables and punctuation change no target syllable: 苹果 heard as 嗯，苹苹果。 is still 100', () => {
    const c = compareWithTarget('苹果', '嗯，苹苹果。');
    expect(c.heard.map((s) => s.char)).toEqual(['嗯', '苹', '苹', '果']);
    expect(c.syllables.map((s) => s.score)).toEqual([100, 100]);
    expect(c.syllables[1]!.heard?.index).toBe(3);
    expect(c.accuracy).toBe(100);
  });

  it('a wrong syllable is paired rather than counted missing and extra: 香蕉 heard as 香猫 gives 交 vs 猫 its tone only', () => {
    // jiāo vs māo: initial j≠m, final iao≠ao, tone 1=1 → 20.
    const c = compareWithTarget('香蕉', '香猫');
    expect(c.syllables.map((s) => [s.heard?.char, s.score])).toEqual([
      ['香', 100],
      ['猫', 20],
    ]);
    expect(c.accuracy).toBe(60);
  });

  it('a neutral-tone target syllable takes any heard tone; a full-tone target heard neutral loses the tone', () => {
    // 桌子 zhuōzi: 子 is neutral; heard 紫 zǐ (tone 3) is still all right.
    expect(compareWithTarget('桌子', '桌紫').syllables.map((s) => s.score)).toEqual([100, 100]);
    // 马 mǎ heard as 吗 ma (neutral): initial and final right, tone wrong → 80.
    const ma = compareWithTarget('马', '吗').syllables[0]!;
    expect([ma.heard?.tone, ma.toneRight, ma.score]).toEqual([0, false, 80]);
  });

  it('zero-initial syllables: 鸭 yā is no initial + ia; an added consonant (家 jiā) loses the initial, a wrong tone (牙 yá) the tone', () => {
    expect(syllablesOf('鸭')[0]).toMatchObject({ initial: '', final: 'ia', tone: 1 });
    expect(compareWithTarget('鸭', '鸭').accuracy).toBe(100);
    expect(compareWithTarget('鸭', '家').syllables[0]).toMatchObject({ initialRight: false, finalRight: true, toneRight: true, score: 60 });
    expect(compareWithTarget('鸭', '牙').syllables[0]).toMatchObject({ initialRight: true, finalRight: true, toneRight: false, score: 80 });
  });

  it('writes y, w and the shortened finals out, so 右 yòu and 牛 niú share the final iou', () => {
    expect(splitSyllable('you')).toEqual({ initial: '', final: 'iou' });
    expect(splitSyllable('niu')).toEqual({ initial: 'n', final: 'iou' });
    expect(splitSyllable('wan')).toEqual({ initial: '', final: 'uan' });
    expect(splitSyllable('wu')).toEqual({ initial: '', final: 'u' });
    expect(splitSyllable('yu')).toEqual({ initial: '', final: 'ü' });
    expect(splitSyllable('yuan')).toEqual({ initial: '', final: 'üan' });
    expect(splitSyllable('qu')).toEqual({ initial: 'q', final: 'ü' });
    expect(splitSyllable('lü')).toEqual({ initial: 'l', final: 'ü' });
    expect(splitSyllable('gui')).toEqual({ initial: 'g', final: 'uei' });
    expect(splitSyllable('chun')).toEqual({ initial: 'ch', final: 'uen' });
    expect(splitSyllable('zhi')).toEqual({ initial: 'zh', final: 'i' });
    expect(splitSyllable('er')).toEqual({ initial: '', final: 'er' });
    // yòu vs niú: initial none≠n, final iou = iou, tone 4≠2 → 40.
    expect(compareWithTarget('右', '牛').syllables[0]).toMatchObject({ finalRight: true, score: 40 });
  });
});
