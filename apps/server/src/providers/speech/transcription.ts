/**
 * Speech scored by any OpenAI-compatible transcription server (`POST {baseUrl}/audio/transcriptions`,
 * as served by FunASR, whisper.cpp or faster-whisper servers), for clinics that keep recordings
 * in-house. The server only says which characters it heard; pinyin-compare.ts turns them into
 * the outcome by comparing them with the target, syllable by syllable.
 *
 * The target word is deliberately not sent as the recogniser's `prompt`: a prompt pulls the
 * transcription towards the expected word, and would turn a child's 冰果 into 苹果.
 */
import type OpenAI from 'openai';
import type { toFile } from 'openai';
import { ProviderError } from '../sms/sender';
import type { Comparison } from './pinyin-compare';
import type { SpeechItem, SpeechOutcome, SpeechScorer, WordOutcome } from './scorer';

export interface TranscriptionSettings {
  /** The API root, with its version, e.g. http://127.0.0.1:8000/v1. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …`; unset for servers that take no key. */
  apiKey: string | undefined;
  /**
   * `verbose_json` (the default) also returns segments with their times, which place each
   * syllable in the recording; `json` for servers that answer only the text (times are then
   * spread evenly over the recording).
   */
  responseFormat: 'verbose_json' | 'json';
}

/** A stretch of the heard text with its times in seconds (a verbose_json word or segment). */
interface TimedText {
  text: string;
  start: number;
  end: number;
}

interface Heard {
  text: string;
  /** Word-level times when the server gave them, else segment-level, else none. */
  timed: TimedText[];
}

const timedOf = (list: unknown): TimedText[] =>
  Array.isArray(list)
    ? list.flatMap((t: { text?: unknown; word?: unknown; start?: unknown; end?: unknown }) => {
        const text = typeof t.word === 'string' ? t.word : t.text;
        return typeof text === 'string' && typeof t.start === 'number' && typeof t.end === 'number' && t.end >= t.start ? [{ text, start: t.start, end: t.end }] : [];
      })
    : [];

export class TranscriptionSpeechScorer implements SpeechScorer {
  readonly name = 'transcription';
  private client: Promise<{ openai: OpenAI; toFile: typeof toFile }> | null = null;

  constructor(
    private readonly settings: TranscriptionSettings,
    private readonly options: { timeoutMs?: number; maxRetries?: number } = {},
  ) {}

  /** Loaded at the first item, not at start (the openai package takes a while to load). */
  private connect() {
    this.client ??= import('openai').then(({ default: OpenAIClient, toFile: makeFile }) => ({
      openai: new OpenAIClient({
        baseURL: this.settings.baseUrl,
        // The package insists on a key; a server without keys ignores this one.
        apiKey: this.settings.apiKey ?? 'no-key',
        timeout: this.options.timeoutMs ?? 30_000,
        // The scoring job retries a failed item itself.
        maxRetries: this.options.maxRetries ?? 1,
      }),
      toFile: makeFile,
    }));
    return this.client;
  }

  async score(item: SpeechItem): Promise<SpeechOutcome> {
    // The rule's module (and pinyin-pro's dictionary) loads while the server listens.
    const rule = import('./pinyin-compare');
    rule.catch(() => undefined); // awaited below; not an unhandled rejection if the request fails first
    const heard = await this.transcribe(item);
    const { compareWithTarget, syllablesOf } = await rule;
    const comparison = compareWithTarget(item.target, heard.text);
    return outcomeOf(item, heard, comparison, syllablesOf);
  }

  private async transcribe(item: SpeechItem): Promise<Heard> {
    const { openai, toFile } = await this.connect();
    try {
      const response: unknown = await openai.audio.transcriptions.create({
        file: await toFile(item.wav16kMono, 'item.wav', { type: 'audio/wav' }),
        model: this.settings.model,
        language: 'zh',
        response_format: this.settings.responseFormat,
      });
      const body = (response ?? {}) as { text?: unknown; words?: unknown; segments?: unknown };
      if (typeof body.text !== 'string') throw new ProviderError(this.name, 'the answer has no text');
      const words = timedOf(body.words);
      return { text: body.text, timed: words.length > 0 ? words : timedOf(body.segments) };
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      const e = error as { status?: number; message?: string; name?: string };
      throw new ProviderError(this.name, [e.name, e.status && `HTTP ${e.status}`, e.message].filter(Boolean).join(' ') || 'request failed', { cause: error });
    }
  }
}

/**
 * Milliseconds of each heard syllable: within each timed stretch its syllables share the time
 * evenly; with no usable times (json, or stretches that do not add up to the text) the
 * syllables share the whole recording evenly.
 */
function syllableTimes(heard: Heard, syllableCount: number, durationMs: number, syllablesOf: (text: string) => unknown[]): Array<[number, number]> {
  const spread = (count: number, from: number, to: number): Array<[number, number]> =>
    Array.from({ length: count }, (_, i) => [Math.round(from + ((to - from) * i) / count), Math.round(from + ((to - from) * (i + 1)) / count)]);
  const fromTimed = heard.timed.flatMap((t) => spread(syllablesOf(t.text).length, t.start * 1000, t.end * 1000));
  return fromTimed.length === syllableCount ? fromTimed : spread(syllableCount, 0, durationMs);
}

function outcomeOf(item: SpeechItem, heard: Heard, comparison: Comparison, syllablesOf: (text: string) => unknown[]): SpeechOutcome {
  const vop = { path: item.audioPath, pinyin: comparison.heard.map((s) => s.pinyin).join(' '), text: comparison.heard.map((s) => s.char).join('') };
  if (comparison.accuracy === null) return { provider: 'transcription', status: 'not_matched', word: [], vop, accuracy: 0 };
  const times = syllableTimes(heard, comparison.heard.length, item.durationMs, syllablesOf);
  let lastEnd = 0;
  const word = comparison.syllables.map((s): WordOutcome => {
    // A syllable not said sits, without length, where it would have been.
    const [begin, end] = s.heard ? times[s.heard.index]! : [lastEnd, lastEnd];
    lastEnd = end;
    const phones = [
      ...(s.target.initial ? [{ Phone: s.target.initial, PronAccuracy: s.initialRight ? 100 : 0 }] : []),
      { Phone: s.target.final, PronAccuracy: s.finalRight ? 100 : 0 },
    ];
    return { MemBeginTime: begin, MemEndTime: end, Word: s.target.char, PronAccuracy: s.score, PhoneInfos: phones };
  });
  return { provider: 'transcription', status: 'scored', word, vop, accuracy: comparison.accuracy };
}
