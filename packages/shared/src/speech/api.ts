/**
 * Speech sessions and their review (test-and-training.md §3 'Speech outcome', 'Oral-test
 * outcome', 'Audio session'; §4 'Recording status'). A session is one sitting of a speech test:
 * one full audio of the whole sitting and one sub-recording per item, each with its position
 * (`timestamp`) in the full audio. Times and durations are milliseconds.
 *
 * Audio is addressed by `audio_path`: the client reads `/resource{audio_path}` with the token
 * header (byte ranges accepted, so seeking to a mark starts at once).
 */
import { z } from 'zod';

/** §4: FullAudio is the whole sitting; the others are an item's result as the clinician marked it. */
export const RECORDING_STATUSES = ['FullAudio', 'Successful', 'Alternative', 'NotPronounced'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];
export const ITEM_RECORDING_STATUSES = ['Successful', 'Alternative', 'NotPronounced'] as const;

/** What an upload is: the sitting's full audio, or one item's sub-recording. */
export const RECORDING_PARTS = ['full', 'item'] as const;
export type RecordingPart = (typeof RECORDING_PARTS)[number];
/** The full audio's question_id in data_list. */
export const FULL_AUDIO_QUESTION_ID = 'full_audio';

/** One recording (full audio included) at most this large. */
export const SPEECH_UPLOAD_MAX_MB = 200;

/** The web copy of a recording: Pending until the job made it, Failed when ffmpeg could not. */
export const SPEECH_TRANSCODE_STATES = ['Pending', 'Completed', 'Failed'] as const;
export type SpeechTranscodeState = (typeof SPEECH_TRANSCODE_STATES)[number];
/** Machine scoring of an item: `none` for the full audio; `failed` after the provider failed every attempt. */
export const SPEECH_SCORING_STATES = ['none', 'pending', 'scoring', 'scored', 'failed'] as const;
export type SpeechScoringState = (typeof SPEECH_SCORING_STATES)[number];

const phoneInfo = z.object({ Phone: z.string(), PronAccuracy: z.number() });
const wordOutcome = z.object({ MemBeginTime: z.number(), MemEndTime: z.number(), Word: z.string(), PronAccuracy: z.number(), PhoneInfos: z.array(phoneInfo) });

/** A provider's outcome (the server's providers/speech/scorer.ts `SpeechOutcome`), never changed after it was stored. */
export const speechOutcome = z.object({
  provider: z.string(),
  status: z.enum(['scored', 'awaiting_review', 'not_matched']),
  word: z.array(wordOutcome),
  vop: z.object({ path: z.string(), pinyin: z.string(), text: z.string() }),
  accuracy: z.number().nullable(),
});
export type SpeechOutcomeData = z.infer<typeof speechOutcome>;

/** The clinician's correction, kept beside the provider's outcome; when present it wins. */
export const amendOutcome = z.object({
  vop: z.object({ text: z.string(), pinyin: z.string() }),
  /** Target word (or one of its characters) → accuracy 0–100. */
  word: z.record(z.string(), z.number()),
  amended_time: z.string(),
});
export type AmendOutcome = z.infer<typeof amendOutcome>;

export const scoreAudio = z.object({
  target_word: z.string(),
  /** What was heard: the amended text when amended, else the provider's ('' when nothing yet). */
  words_recognized: z.string(),
  /** The target's syllable initials in pinyin (苹果 → ['p', 'g']; '' for a syllable without one). */
  sub_initials: z.array(z.string()),
});

export const audioRecording = z.object({
  _id: z.string(),
  question_id: z.string(),
  init_tag: z.string(),
  createdTime: z.string(),
  /** The playable copy (web format once transcoded, the upload before); read at /resource{audio_path}. */
  audio_path: z.string().nullable(),
  /** The upload as it was recorded. */
  stage_audio_path: z.string().nullable(),
  status: z.enum(RECORDING_STATUSES),
  score_audio: scoreAudio,
  /** The recognised text as pinyin (amended when amended). */
  rec_string: z.string(),
  audio_duration: z.number().nullable(),
  /** Where the item starts in the full audio. */
  timestamp: z.number().nullable(),
  transcode_state: z.enum(SPEECH_TRANSCODE_STATES),
  scoring: z.enum(SPEECH_SCORING_STATES),
});
export type AudioRecording = z.infer<typeof audioRecording>;

export const audioSession = z.object({
  _id: z.string(),
  test_id: z.string(),
  startTime: z.string(),
  /** null while the sitting is open. */
  endTime: z.string().nullable(),
  /** null: no full audio was uploaded (the client says 'nonexistent full audio'). */
  full_audio_path: z.string().nullable(),
  full_audio_duration: z.number().nullable(),
  data_list: z.array(audioRecording),
});
export type AudioSession = z.infer<typeof audioSession>;

/** §3 'Oral-test outcome': one item's outcome, with which of the two is the one that counts. */
export const oralOutcome = z.object({
  /** The outcome id, sent back as `_id` / `testOutcomeId` to amend. */
  _id: z.string(),
  testId: z.string(),
  question_id: z.string(),
  audioPath: z.string().nullable(),
  /** The target word. */
  content: z.string(),
  /** The target's initials, space-separated. */
  initial: z.string(),
  audio_outcome: speechOutcome.nullable(),
  amend_outcome: amendOutcome.nullable(),
  /** Which one the report and the viewer read: the amendment always wins; 'none' while nobody and nothing scored it. */
  effective: z.enum(['amend', 'audio', 'none']),
  /** The accuracy that counts (amended, else the provider's), two decimals; null when awaiting review. */
  accuracy: z.number().nullable(),
  scoring: z.enum(SPEECH_SCORING_STATES),
});
export type OralOutcome = z.infer<typeof oralOutcome>;

export const recognitionSession = z.object({
  _id: z.string(),
  test_id: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  data_list: z.array(oralOutcome),
});
export type RecognitionSession = z.infer<typeof recognitionSession>;

const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
const id = z.string().trim().min(1).max(64);

/** `_id` is the test; `hide_null` leaves out recordings without audio (audio) or without any outcome (recognition). */
export const speechReviewQuery = z.object({ _id: id, hide_null: flag.optional() });

export const speechSessionCreateBody = z.object({ test_id: id });
export const speechSessionCloseBody = z.object({ _id: id });

const millis = z.coerce.number().int().min(0).max(24 * 3600_000);
/** The upload's description (query string); the body is multipart with the one audio file. */
export const speechUploadQuery = z.object({
  session_id: id,
  part: z.enum(RECORDING_PARTS),
  /** Required for an item; the bank's question key. */
  question_id: z.string().trim().min(1).max(100).optional(),
  init_tag: z.string().trim().max(100).optional(),
  status: z.enum(ITEM_RECORDING_STATUSES).optional(),
  timestamp: millis.optional(),
  audio_duration: millis.optional(),
});

/**
 * The amend dialog: recognised text (Chinese) and accuracy 0–100 per target word. The shapes are
 * loose here on purpose: the server answers a wrong text or accuracy with its own translated
 * message (speechAmendText, speechAmendAccuracy) rather than a generic one.
 */
const amendFields = {
  vop_text: z.string().max(200),
  word: z.record(z.string().max(50), z.number()),
};
export const swamAmendBody = z.object({ _id: id, ...amendFields });
export const soeAmendBody = z.object({ testOutcomeId: id, ...amendFields });

/** The tools whose tests are recorded (speech tools); a session of another tool's test is refused. */
export const SPEECH_TOOL_TYPES = ['SWAM-S', 'SWAM-S-S', 'SWAM-T', 'SWAM-C-AI', 'SPPA'] as const;
export const isSpeechTool = (toolsType: string): boolean => (SPEECH_TOOL_TYPES as readonly string[]).includes(toolsType);
