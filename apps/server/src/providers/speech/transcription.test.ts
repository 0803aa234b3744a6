import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../sms/sender';
import type { SpeechItem } from './scorer';
import { TranscriptionSpeechScorer, type TranscriptionSettings } from './transcription';
import { indexedWav, startFakeTranscription, type FakeTranscription } from './transcription-fake';

const item = (index: number, target: string, durationMs = 800): SpeechItem => ({ target, wav16kMono: indexedWav(index, durationMs), durationMs, audioPath: `/speech/2026/${index}.webm` });

describe('transcription provider against a local OpenAI-compatible server', () => {
  let fake: FakeTranscription;
  let settings: TranscriptionSettings;
  beforeAll(async () => {
    fake = await startFakeTranscription({
      apiKey: 'sk-local-test',
      model: 'paraformer-zh',
      answers: new Map([
        [1, { text: '平果。' }],
        [2, { text: '冰果', segments: [{ text: '冰果', start: 0.2, end: 0.6 }] }],
        [3, { text: '' }],
        [4, { text: '果' }],
        [5, { text: '嗯，鸭', segments: [{ text: '嗯，', start: 0, end: 0.3 }, { text: '鸭', start: 0.5, end: 0.9 }] }],
      ]),
    });
    settings = { baseUrl: fake.baseUrl, model: 'paraformer-zh', apiKey: 'sk-local-test', responseFormat: 'verbose_json' };
  });
  afterAll(() => fake.close());

  it('sends the WAV as multipart with the model, language zh and the response format, and maps 平果 to a full 苹果', async () => {
    const outcome = await new TranscriptionSpeechScorer(settings).score(item(1, '苹果'));
    expect(fake.received.at(-1)).toEqual({
      model: 'paraformer-zh',
      language: 'zh',
      responseFormat: 'verbose_json',
      fileName: 'item.wav',
      contentType: 'audio/wav',
      index: 1,
      format: { sampleRate: 16_000, bitsPerSample: 16, channels: 1 },
    });
    expect(outcome).toEqual({
      provider: 'transcription',
      status: 'scored',
      vop: { path: '/speech/2026/1.webm', pinyin: 'píng guǒ', text: '平果' },
      accuracy: 100,
      word: [
        // One segment over the whole 0.8 s recording: the two syllables share it.
        { MemBeginTime: 0, MemEndTime: 400, Word: '苹', PronAccuracy: 100, PhoneInfos: [{ Phone: 'p', PronAccuracy: 100 }, { Phone: 'ing', PronAccuracy: 100 }] },
        { MemBeginTime: 400, MemEndTime: 800, Word: '果', PronAccuracy: 100, PhoneInfos: [{ Phone: 'g', PronAccuracy: 100 }, { Phone: 'uo', PronAccuracy: 100 }] },
      ],
    });
  });

  it('scores 冰果 for 苹果 by the rule: 苹 keeps the final’s 40 with the initial marked wrong; times from the segment', async () => {
    const outcome = await new TranscriptionSpeechScorer(settings).score(item(2, '苹果'));
    expect(outcome.accuracy).toBe(70);
    expect(outcome.vop).toMatchObject({ pinyin: 'bīng guǒ', text: '冰果' });
    expect(outcome.word[0]).toEqual({ MemBeginTime: 200, MemEndTime: 400, Word: '苹', PronAccuracy: 40, PhoneInfos: [{ Phone: 'p', PronAccuracy: 0 }, { Phone: 'ing', PronAccuracy: 100 }] });
    expect(outcome.word[1]).toMatchObject({ MemBeginTime: 400, MemEndTime: 600, PronAccuracy: 100 });
  });

  it('answers not matched, with no words, when nothing was heard', async () => {
    const outcome = await new TranscriptionSpeechScorer(settings).score(item(3, '苹果'));
    expect(outcome).toEqual({ provider: 'transcription', status: 'not_matched', word: [], vop: { path: '/speech/2026/3.webm', pinyin: '', text: '' }, accuracy: 0 });
  });

  it('with json only (no times) spreads the syllables over the recording; a syllable not said scores 0 without length', async () => {
    const outcome = await new TranscriptionSpeechScorer({ ...settings, responseFormat: 'json' }).score(item(4, '苹果', 1000));
    expect(fake.received.at(-1)?.responseFormat).toBe('json');
    expect(outcome.accuracy).toBe(50);
    expect(outcome.word.map((w) => [w.Word, w.MemBeginTime, w.MemEndTime, w.PronAccuracy])).toEqual([
      ['苹', 0, 0, 0],
      ['果', 0, 1000, 100],
    ]);
  });

  it('places syllables by their own segment, extra ones included; a zero-initial target has only its final as a phone', async () => {
    const outcome = await new TranscriptionSpeechScorer(settings).score(item(5, '鸭'));
    expect(outcome.vop.text).toBe('嗯鸭');
    expect(outcome.word).toEqual([{ MemBeginTime: 500, MemEndTime: 900, Word: '鸭', PronAccuracy: 100, PhoneInfos: [{ Phone: 'ia', PronAccuracy: 100 }] }]);
  });

  it('reports a wrong key and a failing server as ProviderError, with the status for the log', async () => {
    const wrongKey = await new TranscriptionSpeechScorer({ ...settings, apiKey: 'sk-wrong' }, { maxRetries: 0 }).score(item(1, '苹果')).catch((e: unknown) => e);
    expect(wrongKey).toBeInstanceOf(ProviderError);
    expect((wrongKey as ProviderError).detail).toContain('HTTP 401');
    fake.failNextWith(503);
    const down = await new TranscriptionSpeechScorer(settings, { maxRetries: 0 }).score(item(1, '苹果')).catch((e: unknown) => e);
    expect((down as ProviderError).detail).toContain('HTTP 503');
  });

  it('reports an unreachable server as ProviderError', async () => {
    const closed = await startFakeTranscription({ model: 'm', answers: new Map() });
    await closed.close();
    const scorer = new TranscriptionSpeechScorer({ ...settings, baseUrl: closed.baseUrl }, { maxRetries: 0, timeoutMs: 2000 });
    await expect(scorer.score(item(1, '苹果'))).rejects.toBeInstanceOf(ProviderError);
  });
});
