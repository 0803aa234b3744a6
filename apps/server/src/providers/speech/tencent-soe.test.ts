import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../sms/sender';
import { loopbackAgent } from '../tencent-cloud-fake';
import type { SpeechItem } from './scorer';
import { TencentSoeSpeechScorer, type TencentSoeSettings } from './tencent-soe';
import { startFakeTencentSoe, type FakeTencentSoe } from './tencent-soe-fake';
import { indexedWav } from './transcription-fake';
import { pcm16Wav } from './wav';

const SECRET = { secretId: 'AKIDsoetestsecretid00000000000000', secretKey: 'soe-test-secret-key-0000000000' };
const item = (target: string, wav = indexedWav(0, 800)): SpeechItem => ({ target, wav16kMono: wav, durationMs: 800, audioPath: `/speech/${target}.webm` });

describe('Tencent Cloud oral evaluation adapter against a local soe 2018-07-24 server', () => {
  let fake: FakeTencentSoe;
  let settings: TencentSoeSettings;
  let scorer: TencentSoeSpeechScorer;
  beforeAll(async () => {
    fake = await startFakeTencentSoe(SECRET);
    // Reached as soe.<…> so the SDK signs for service soe, as it would for soe.tencentcloudapi.com.
    settings = { ...SECRET, region: 'ap-shanghai', endpoint: `http://soe.fake-tencent.test:${fake.port}`, scoreCoeff: 1.5 };
    scorer = new TencentSoeSpeechScorer(settings, { agent: loopbackAgent });
  });
  afterAll(() => fake.close());

  it('sends one signed, one-shot, Chinese word-mode evaluation of the WAV against the target, a new session per item', async () => {
    await scorer.score(item('苹果'));
    await scorer.score(item('香蕉'));
    const [first, second] = fake.received.slice(-2);
    expect(first!.params).toEqual({
      SeqId: 1,
      IsEnd: 1,
      VoiceFileType: 2,
      VoiceEncodeType: 1,
      SessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      RefText: '苹果',
      WorkMode: 1,
      EvalMode: 0,
      ScoreCoeff: 1.5,
      ServerType: 1,
    });
    expect(first!.region).toBe('ap-shanghai');
    expect(second!.params.RefText).toBe('香蕉');
    expect(second!.params.SessionId).not.toBe(first!.params.SessionId);
  });

  it('sends the audio as base64 of a RIFF WAV that says 16 kHz, 16-bit, mono PCM', async () => {
    await scorer.score(item('鸭'));
    expect(fake.received.at(-1)!.audio).toMatchObject({ audioFormat: 1, sampleRate: 16_000, bitsPerSample: 16, channels: 1, dataLength: 800 * 32 });
  });

  it('maps the words, their times and phones, and the accuracy to two decimals', async () => {
    const outcome = await scorer.score(item('苹果'));
    // The fake answers 92.347 and 81.247 for the characters, phones 2.5 above and below, the mean 86.797.
    expect(outcome).toEqual({
      provider: 'tencent-soe',
      status: 'scored',
      vop: { path: '/speech/苹果.webm', pinyin: 'píng guǒ', text: '苹果' },
      accuracy: 86.8,
      word: [
        { MemBeginTime: 0, MemEndTime: 400, Word: '苹', PronAccuracy: 92.35, PhoneInfos: [{ Phone: 'p', PronAccuracy: 94.85 }, { Phone: 'ing', PronAccuracy: 89.85 }] },
        { MemBeginTime: 400, MemEndTime: 800, Word: '果', PronAccuracy: 81.25, PhoneInfos: [{ Phone: 'g', PronAccuracy: 83.75 }, { Phone: 'uo', PronAccuracy: 78.75 }] },
      ],
    });
  });

  it('answers not matched when nothing of the target was heard: PronAccuracy -1 with every word missing, or no words', async () => {
    fake.answerNextWith('silence');
    const silence = await scorer.score(item('苹果'));
    expect(silence).toEqual({ provider: 'tencent-soe', status: 'not_matched', word: [], vop: { path: '/speech/苹果.webm', pinyin: '', text: '' }, accuracy: 0 });
    fake.answerNextWith('empty');
    expect((await scorer.score(item('苹果'))).status).toBe('not_matched');
  });

  it('turns a service error into a ProviderError naming its code, and a wrong key into the signature failure', async () => {
    fake.answerNextWith({ error: 'FailedOperation.ServiceBusy' });
    const busy = await scorer.score(item('苹果')).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(ProviderError);
    expect((busy as ProviderError).detail).toContain('FailedOperation.ServiceBusy');
    const wrongKey = await new TencentSoeSpeechScorer({ ...settings, secretKey: 'not-the-key' }, { agent: loopbackAgent }).score(item('苹果')).catch((e: unknown) => e);
    expect((wrongKey as ProviderError).detail).toContain('AuthFailure.SignatureFailure');
    expect(fake.refused.slice(-2)).toEqual(['FailedOperation.ServiceBusy', 'AuthFailure.SignatureFailure']);
  });

  it('refuses audio that is not 16 kHz 16-bit mono before calling the service', async () => {
    const before = fake.received.length;
    const at8k = pcm16Wav(new Int16Array(8000), 8000);
    await expect(scorer.score(item('苹果', at8k))).rejects.toBeInstanceOf(ProviderError);
    await expect(scorer.score(item('苹果', Buffer.from('not audio')))).rejects.toBeInstanceOf(ProviderError);
    expect(fake.received.length).toBe(before);
  });

  it('reports an unreachable service as a ProviderError', async () => {
    const closed = await startFakeTencentSoe(SECRET);
    await closed.close();
    const unreachable = new TencentSoeSpeechScorer({ ...settings, endpoint: `http://soe.fake-tencent.test:${closed.port}` }, { agent: loopbackAgent, timeoutSeconds: 2 });
    await expect(unreachable.score(item('苹果'))).rejects.toBeInstanceOf(ProviderError);
  });
});
