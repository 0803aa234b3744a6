/**
 * How the transcription provider scores a child's word: what a speech recogniser heard, in
 * characters, compared with the target word syllable by syllable through their pinyin.
 *
 * THE RULE
 * 1. Syllables. Both texts are read by pinyin-pro, each in its own context (polyphones, 一/不 tone
 *    changes); each Chinese character is one syllable, anything else (punctuation, latin) is dropped.
 * 2. Parts. Each syllable is split as speech therapists count it: one of the 21 initials
 *    (b p m f d t n l g k h j q x zh ch sh r z c s) or none, a final, and a tone (1–4, 0 neutral).
 *    y and w are spelling, not initials: 鸭 yā = none + ia, 右 yòu = none + iou, 玩 wán = none + uan,
 *    鱼 yú = none + ü. u after j, q, x is ü (去 qù = q + ü), and the shortened finals are written
 *    out (iu → iou, ui → uei, un → uen), so 牛 niú and 右 yòu share the final iou.
 * 3. Score of a heard syllable against a target syllable, 0–100: initial 40 + final 40 + tone 20.
 *    - The initial is right when both are the same, "none" included: a consonant added before a
 *      zero-initial target (鸭 yā heard as 家 jiā) loses the initial's 40.
 *    - The final is right when both are the same.
 *    - The tone is right when both are the same, or when the target's tone is neutral: a neutral
 *      tone belongs to the word (子 in 桌子 zhuōzi), so the tone of whatever character the
 *      recogniser picked says nothing about the child's.
 *    The weights put the sound segments first (a wrong initial or final is what a speech
 *    assessment looks for) and the tone second; they are one place, WEIGHTS, to change.
 * 4. Alignment. Extra or missing syllables are aligned by the least-cost edit: pairing two
 *    syllables costs 1 − score/100, leaving out a target syllable (not said) or a heard one (extra)
 *    costs 1 each. A target syllable left alone scores 0; an extra heard syllable changes no
 *    target syllable's score (it still shows in the heard text).
 * 5. The word's accuracy is the mean of its syllables' scores, two decimals. When nothing was
 *    heard (no Chinese syllable at all) there is no accuracy: the item is not matched.
 *
 * A syllable's phones are its initial (when the target has one) and its final, each 100 when
 * right and 0 when wrong: a transcription tells which sound was heard, not how well it was made.
 */
import type * as PinyinPro from 'pinyin-pro';
import { onFirstUse } from '../../on-first-use';

// The same copy of pinyin-pro as speech/targets.ts loads (on first use, not at start).
const pinyinPro = onFirstUse<typeof PinyinPro>('pinyin-pro');

export const WEIGHTS = { initial: 40, final: 40, tone: 20 } as const;

export interface Syllable {
  /** The character. */
  char: string;
  /** Tone-marked pinyin, e.g. píng. */
  pinyin: string;
  /** One of the 21 initials, or '' for none. */
  initial: string;
  /** The full final, e.g. ing, ia, iou, ü. */
  final: string;
  /** 1–4; 0 for the neutral tone. */
  tone: number;
}

export interface SyllableJudgement {
  target: Syllable;
  /** The heard syllable aligned with it, and its place among the heard syllables; null when not said. */
  heard: (Syllable & { index: number }) | null;
  initialRight: boolean;
  finalRight: boolean;
  toneRight: boolean;
  /** 0–100 by WEIGHTS. */
  score: number;
}

export interface Comparison {
  target: Syllable[];
  heard: Syllable[];
  /** One per target syllable, in order. */
  syllables: SyllableJudgement[];
  /** Mean of the syllables' scores, two decimals; null when nothing was heard. */
  accuracy: number | null;
}

const INITIALS = ['zh', 'ch', 'sh', 'b', 'p', 'm', 'f', 'd', 't', 'n', 'l', 'g', 'k', 'h', 'j', 'q', 'x', 'r', 'z', 'c', 's'];

/** Splits a toneless syllable (ü kept as ü) into its initial and full final (rule 2). */
export function splitSyllable(spelled: string): { initial: string; final: string } {
  const s = spelled.toLowerCase();
  if (s.startsWith('y')) {
    const rest = s.slice(1);
    // yu → ü, yue → üe, yuan → üan, yun → ün; yi, yin, ying keep i; ya → ia, you → iou, yong → iong.
    if (rest.startsWith('u')) return { initial: '', final: `ü${rest.slice(1)}` };
    return { initial: '', final: rest.startsWith('i') ? rest : `i${rest}` };
  }
  if (s.startsWith('w')) {
    const rest = s.slice(1);
    // wu → u; wa → ua, wei → uei, wen → uen, weng → ueng.
    return { initial: '', final: rest.startsWith('u') ? rest : `u${rest}` };
  }
  const initial = INITIALS.find((i) => s.startsWith(i) && s.length > i.length) ?? '';
  let final = s.slice(initial.length);
  if ((initial === 'j' || initial === 'q' || initial === 'x') && final.startsWith('u')) final = `ü${final.slice(1)}`;
  else if (initial && final === 'iu') final = 'iou';
  else if (initial && final === 'ui') final = 'uei';
  else if (initial && final === 'un') final = 'uen';
  return { initial, final };
}

/** The Chinese syllables of a text, read in context (rule 1). */
export function syllablesOf(text: string): Syllable[] {
  const { pinyin } = pinyinPro();
  const marked = pinyin(text, { type: 'all' });
  const plain = pinyin(text, { type: 'all', toneType: 'none' });
  const out: Syllable[] = [];
  marked.forEach((entry, i) => {
    if (!entry.isZh || !entry.pinyin) return;
    const { initial, final } = splitSyllable(plain[i]?.pinyin ?? entry.pinyin);
    out.push({ char: entry.origin, pinyin: entry.pinyin, initial, final, tone: entry.num });
  });
  return out;
}

/** Rule 3: one heard syllable against one target syllable. */
export function judgeSyllable(target: Syllable, heard: Syllable): Omit<SyllableJudgement, 'target' | 'heard'> {
  const initialRight = target.initial === heard.initial;
  const finalRight = target.final === heard.final;
  const toneRight = target.tone === 0 || target.tone === heard.tone;
  const score = (initialRight ? WEIGHTS.initial : 0) + (finalRight ? WEIGHTS.final : 0) + (toneRight ? WEIGHTS.tone : 0);
  return { initialRight, finalRight, toneRight, score };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Rules 4 and 5: the target word against what was heard. */
export function compareWithTarget(targetText: string, heardText: string): Comparison {
  const target = syllablesOf(targetText);
  const heard = syllablesOf(heardText);
  const n = target.length;
  const m = heard.length;
  // cost[i][j]: the cheapest alignment of the first i target and first j heard syllables.
  const scores = target.map((t) => heard.map((h) => judgeSyllable(t, h)));
  const cost = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i += 1) {
    for (let j = 1; j <= m; j += 1) {
      const pair = cost[i - 1]![j - 1]! + 1 - scores[i - 1]![j - 1]!.score / 100;
      cost[i]![j] = Math.min(pair, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  // Walk back; on a tie, pairing wins over leaving syllables out.
  const partner: Array<number | null> = Array.from({ length: n }, () => null);
  for (let i = n, j = m; i > 0 && j >= 0; ) {
    const here = cost[i]![j]!;
    if (j > 0 && Math.abs(here - (cost[i - 1]![j - 1]! + 1 - scores[i - 1]![j - 1]!.score / 100)) < 1e-9) {
      partner[i - 1] = j - 1;
      i -= 1;
      j -= 1;
    } else if (Math.abs(here - (cost[i - 1]![j]! + 1)) < 1e-9) {
      i -= 1;
    } else {
      j -= 1;
    }
  }
  const syllables = target.map((t, i): SyllableJudgement => {
    const j = partner[i];
    if (j === null || j === undefined) return { target: t, heard: null, initialRight: false, finalRight: false, toneRight: false, score: 0 };
    return { target: t, heard: { ...heard[j]!, index: j }, ...scores[i]![j]! };
  });
  const accuracy = m === 0 || n === 0 ? null : round2(syllables.reduce((sum, s) => sum + s.score, 0) / n);
  return { target, heard, syllables, accuracy };
}
