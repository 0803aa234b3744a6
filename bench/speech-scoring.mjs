#!/usr/bin/env node
/**
 * Benchmark of scoring a 40-item speech session through the transcription provider
 * (apps/server/src/providers/speech/transcription.ts) with `scoreAll`'s bounded pool, against the
 * local OpenAI-compatible test server (transcription-fake.ts). Target: the whole session under 5 s.
 *
 * The fake recognises nothing, so it is given a recogniser's time: each answer waits a random
 * 300–600 ms (BENCH_SPEECH_DELAY_MS), about what a local FunASR or whisper server takes for a
 * one-second word. Each item is a real 16 kHz mono WAV of one second sent as multipart; the
 * answers (verbose_json, one segment) are the target words, every fifth one mispronounced
 * (冰果 for 苹果…), and the outcomes are checked: 32 items full accuracy, 8 lower.
 *
 * The first session is cold (the openai and pinyin-pro packages load at the first item, as in a
 * server that has just started); then BENCH_SPEECH_SESSIONS (3) warm sessions, whose median is
 * the figure. The TypeScript source is loaded through tsx, so no build is needed.
 *
 *   node bench/speech-scoring.mjs   (env: BENCH_SPEECH_SESSIONS, BENCH_SPEECH_CONCURRENCY default 6,
 *                                     BENCH_SPEECH_DELAY_MS default 300-600)
 */
import os from 'node:os';
import { tsImport } from 'tsx/esm/api';
import { figure, isMain, runAlone } from './lib/results.mjs';

const sessions = Number(process.env.BENCH_SPEECH_SESSIONS ?? 3);
const concurrency = Number(process.env.BENCH_SPEECH_CONCURRENCY ?? 6);
const [delayMin, delayMax] = (process.env.BENCH_SPEECH_DELAY_MS ?? '300-600').split('-').map(Number);
const TARGET_MS = 5000;

/** 40 picture-naming words a young child is asked for, and what a mispronouncing child says for every fifth. */
const WORDS = '苹果 香蕉 小猫 小狗 鸭子 桌子 椅子 杯子 帽子 鞋子 衣服 裤子 汽车 飞机 火车 太阳 月亮 星星 花朵 大树 妈妈 爸爸 奶奶 爷爷 宝宝 牙刷 毛巾 勺子 碗筷 西瓜 葡萄 草莓 面包 牛奶 鸡蛋 气球 雨伞 书包 钥匙 眼睛'.split(' ');
const MISSAID = { 0: '冰果', 5: '桌几', 10: '一乎', 15: '太样', 20: '妈八', 25: '雅刷', 30: '西花', 35: '气油' };

export async function run() {
  const { TranscriptionSpeechScorer } = await tsImport('../apps/server/src/providers/speech/transcription.ts', import.meta.url);
  const { indexedWav, startFakeTranscription } = await tsImport('../apps/server/src/providers/speech/transcription-fake.ts', import.meta.url);
  const { scoreAll } = await tsImport('../apps/server/src/providers/speech/score-all.ts', import.meta.url);

  const answers = new Map(WORDS.map((word, i) => [i + 1, { text: MISSAID[i] ?? word, segments: [{ text: MISSAID[i] ?? word, start: 0.15, end: 0.85 }] }]));
  const fake = await startFakeTranscription({ apiKey: 'bench-key', model: 'paraformer-zh', answers, delayMs: [delayMin, delayMax] });
  const scorer = new TranscriptionSpeechScorer({ baseUrl: fake.baseUrl, model: 'paraformer-zh', apiKey: 'bench-key', responseFormat: 'verbose_json' }, { maxRetries: 0 });
  const items = WORDS.map((target, i) => ({ target, wav16kMono: indexedWav(i + 1, 1000), durationMs: 1000, audioPath: `/bench/${i + 1}.wav` }));

  const session = async () => {
    const started = performance.now();
    const results = await scoreAll(items, scorer, { concurrency });
    const ms = performance.now() - started;
    const failed = results.filter((r) => r.status !== 'fulfilled');
    if (failed.length > 0) throw new Error(`${failed.length} item(s) failed: ${failed[0].reason}`);
    const accuracies = results.map((r) => r.value.accuracy);
    const full = accuracies.filter((a) => a === 100).length;
    if (full !== WORDS.length - Object.keys(MISSAID).length || accuracies.some((a) => typeof a !== 'number')) throw new Error(`unexpected outcomes: ${accuracies.join(', ')}`);
    return ms;
  };

  console.log(`speech-scoring: ${items.length} items, pool ${concurrency}, recogniser delay ${delayMin}–${delayMax} ms, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const coldMs = await session();
  console.log(`  cold session (modules load at the first item): ${coldMs.toFixed(0)} ms`);
  const warm = [];
  for (let i = 0; i < sessions; i += 1) {
    warm.push(await session());
    console.log(`  warm session ${i + 1}: ${warm.at(-1).toFixed(0)} ms`);
  }
  const sorted = [...warm].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const requests = fake.received.length;
  const mostInFlight = fake.mostInFlight();
  await fake.close();
  // The floor: 40 items at the mean delay, `concurrency` at a time.
  const floorMs = Math.ceil(items.length / concurrency) * ((delayMin + delayMax) / 2);
  console.log(`  median ${median.toFixed(0)} ms (floor from the delays alone ≈ ${floorMs.toFixed(0)} ms); ${requests} requests, at most ${mostInFlight} in flight; target < ${TARGET_MS} ms ${median < TARGET_MS ? '✔' : '✘'}`);

  return {
    name: 'speech-scoring',
    details: { items: items.length, concurrency, delayMs: [delayMin, delayMax], coldMs, warmMs: warm, requests, mostInFlight, floorMs },
    results: [
      figure(`40-item session, transcription provider, pool ${concurrency} (median of ${sessions})`, Math.round(median), 'ms', { target: `< ${TARGET_MS}`, pass: median < TARGET_MS }),
      // No target: it adds the one-time load of openai and pinyin-pro (and here tsx's transform of the source).
      figure('first session after start (modules loading)', Math.round(coldMs), 'ms'),
      figure('most requests in flight', mostInFlight, '', { target: `≤ ${concurrency}`, pass: mostInFlight <= concurrency }),
    ],
  };
}

if (isMain(import.meta.url)) await runAlone(run);
