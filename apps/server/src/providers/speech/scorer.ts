/**
 * Scoring a child's recorded word. The speech module knows only this interface; which service
 * scores is configuration (SPEECH_PROVIDER): `review` (the default, nothing to set up: every item
 * waits for the clinician), `tencent-soe` (Tencent Cloud oral evaluation) or `transcription` (any
 * OpenAI-compatible `/v1/audio/transcriptions` server, compared with the target by pinyin).
 *
 * The outcome keeps the spec's shape (test-and-training.md §3 'Speech outcome') so the portal's
 * outcome viewer reads every provider alike, and always names the provider that produced it: a
 * clinician must see whether a machine or nobody has listened yet.
 */

/** One recorded item, already converted by the caller (files' ffmpeg) to what every service takes. */
export interface SpeechItem {
  /** The target word in Chinese characters, e.g. 苹果. */
  target: string;
  /** RIFF WAV, 16 kHz, 16-bit signed little-endian PCM, mono. */
  wav16kMono: Buffer;
  /** Duration of the recording in milliseconds. */
  durationMs: number;
  /** Where the original recording is stored (the outcome's `vop.path`). */
  audioPath: string;
}

/** One phoneme (SOE: an initial or a final) of a recognised syllable. */
export interface PhoneInfo {
  Phone: string;
  /** 0–100; -1 when the service could not judge it. */
  PronAccuracy: number;
}

/** One recognised word (for Chinese word mode: one character / syllable). */
export interface WordOutcome {
  /** Milliseconds from the start of the recording. */
  MemBeginTime: number;
  MemEndTime: number;
  Word: string;
  /** 0–100 for the whole word; -1 when unknown. */
  PronAccuracy: number;
  PhoneInfos: PhoneInfo[];
}

export type SpeechOutcomeStatus =
  /** A machine scored it. */
  | 'scored'
  /** Nobody has listened yet: the clinician scores it through the amend dialog. */
  | 'awaiting_review'
  /** The service answered that nothing matching the target was heard. */
  | 'not_matched';

export interface SpeechOutcome {
  /** Which adapter produced it (`review`, `tencent-soe`, `transcription`). */
  provider: string;
  status: SpeechOutcomeStatus;
  word: WordOutcome[];
  vop: {
    path: string;
    /** What was heard, as tone-marked pinyin separated by spaces ('' when nothing). */
    pinyin: string;
    /** What was heard, in characters ('' when nothing). */
    text: string;
  };
  /** 0–100 over the target, two decimals; null when awaiting review. */
  accuracy: number | null;
}

export interface SpeechScorer {
  /** Which adapter this is, for the outcome, the start-up line and the logs. */
  readonly name: string;
  /**
   * Scores one item. Resolves with an outcome (including 'not_matched'); rejects with
   * ProviderError (providers/sms/sender.ts) when the service refused or could not be reached, so
   * the job can retry.
   */
  score(item: SpeechItem): Promise<SpeechOutcome>;
}
