import type { OralOutcome, SpeechOutcomeData } from '@portal/shared';
import { addLazyTexts } from '@portal/ui';
import { speechTexts } from '@portal/ui/i18n/resources/speech.texts';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../../../test/renderApp';
import { OutcomeView } from './OutcomeView';

// The review's texts come with its chunk (SpeechReview adds them); the viewer alone needs them added.
beforeAll(() => addLazyTexts(speechTexts));

const base: OralOutcome = {
  _id: 'r1',
  testId: 't1',
  question_id: 'sw01',
  audioPath: '/file/a',
  content: '苹果',
  initial: 'p g',
  audio_outcome: null,
  amend_outcome: null,
  effective: 'none',
  accuracy: null,
  scoring: 'scored',
};
const scored: SpeechOutcomeData = {
  provider: 'tencent-soe',
  status: 'scored',
  word: [
    { MemBeginTime: 0, MemEndTime: 400, Word: '苹', PronAccuracy: 88.456, PhoneInfos: [{ Phone: 'p', PronAccuracy: 90 }, { Phone: 'ing2', PronAccuracy: 86.912 }] },
    { MemBeginTime: 400, MemEndTime: 800, Word: '', PronAccuracy: -1, PhoneInfos: [{ Phone: 'g', PronAccuracy: -1 }] },
  ],
  vop: { path: '/file/a', pinyin: 'píng guǒ', text: '苹果' },
  accuracy: 70.5,
};
const html = (outcome: OralOutcome) => renderToString(<OutcomeView outcome={outcome} scoring={outcome.scoring} />);

describe('the speech outcome viewer', () => {
  it('shows the provider, each word over its pinyin, phoneme accuracy with two decimals and unknown words', async () => {
    await useLanguageForTest('zh');
    const shown = html({ ...base, audio_outcome: scored, effective: 'audio', accuracy: 70.5 });
    expect(shown).toContain('腾讯云口语评测');
    expect(shown).toContain('píng');
    expect(shown).toContain('88.46');
    expect(shown).toContain('ing2<!-- --> <!-- -->86.91');
    expect(shown).toContain('未知');
    expect(shown).toContain('70.50');
    expect(shown).not.toContain('tencent-soe<');
  });

  it('says when nothing matched, when an item awaits review, and shows the amendment beside the original', async () => {
    await useLanguageForTest('zh');
    expect(html({ ...base, audio_outcome: { ...scored, status: 'not_matched', word: [], accuracy: 0 }, effective: 'audio', accuracy: 0 })).toContain('解析失败或没有音频匹配到关键词');
    const review: SpeechOutcomeData = { provider: 'review', status: 'awaiting_review', word: [], vop: { path: '', pinyin: '', text: '' }, accuracy: null };
    const waiting = html({ ...base, audio_outcome: review });
    expect(waiting).toContain('人工复核（未自动评分）');
    expect(waiting).toContain('待复核');
    const amended = html({ ...base, audio_outcome: review, amend_outcome: { vop: { text: '苹果', pinyin: 'píng guǒ' }, word: { 苹果: 92 }, amended_time: '2026-11-25T10:00:00.000Z' }, effective: 'amend', accuracy: 92 });
    expect(amended).toMatch(/speech-accuracy-original.*待复核/);
    expect(amended).toMatch(/speech-accuracy-amended.*92\.00/);
    expect(amended).toContain('以复核结果为准');
    await useLanguageForTest('en');
    expect(html({ ...base, audio_outcome: review })).toContain('Awaiting review');
  });
});
