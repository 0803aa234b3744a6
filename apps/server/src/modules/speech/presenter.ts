/**
 * Sessions, recordings and outcomes → the spec's shapes (§3 'Audio session', 'Oral-test outcome').
 * One query per table for a whole test (a 40-item session is three short index scans), joined here.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  type AmendOutcome,
  type AudioRecording,
  type AudioSession,
  type OralOutcome,
  type RecognitionSession,
  type RecordingStatus,
  type SpeechOutcomeData,
  type SpeechScoringState,
  type SpeechTranscodeState,
} from '@portal/shared';
import type { Executor } from '../../db/pool';
import { speechOutcomes, speechRecordings, speechSessions } from './schema';

type RecordingRow = typeof speechRecordings.$inferSelect;
type OutcomeRow = typeof speechOutcomes.$inferSelect;
export interface RecordingWithOutcome {
  recording: RecordingRow;
  outcome: OutcomeRow | null;
}

const filePathOf = (id: string | null) => (id ? `/file/${id}` : null);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The recordings of a session (or one of them), full audio first, then items by their place in it. */
export async function recordingsOf(db: Executor, institutionId: string, where: { sessionId?: string; testId?: string; recordingId?: string }): Promise<RecordingWithOutcome[]> {
  const conditions: SQL[] = [eq(speechRecordings.institutionId, institutionId)];
  if (where.sessionId) conditions.push(eq(speechRecordings.sessionId, where.sessionId));
  if (where.testId) conditions.push(eq(speechRecordings.testId, where.testId));
  if (where.recordingId) conditions.push(eq(speechRecordings.id, where.recordingId));
  const rows = await db
    .select({ recording: speechRecordings, outcome: speechOutcomes })
    .from(speechRecordings)
    .leftJoin(speechOutcomes, and(eq(speechOutcomes.institutionId, speechRecordings.institutionId), eq(speechOutcomes.recordingId, speechRecordings.id)))
    .where(and(...conditions))
    .orderBy(asc(speechRecordings.sessionId), asc(speechRecordings.part), asc(speechRecordings.timestampMs), asc(speechRecordings.createdTime));
  return rows;
}

/** The playable copy: the web copy once made; the upload while it is being made; none when ffmpeg could not read it. */
function audioPathOf(r: RecordingRow): string | null {
  if (r.transcodeState === 'Completed') return filePathOf(r.webFileId);
  if (r.transcodeState === 'Failed') return null;
  return filePathOf(r.uploadFileId);
}

const scoringOf = (row: RecordingWithOutcome): SpeechScoringState => (row.outcome ? (row.outcome.scoring as SpeechScoringState) : 'none');

export function presentRecording(row: RecordingWithOutcome): AudioRecording {
  const r = row.recording;
  return {
    _id: r.id,
    question_id: r.questionId,
    init_tag: r.initTag,
    createdTime: r.createdTime.toISOString(),
    audio_path: audioPathOf(r),
    stage_audio_path: filePathOf(r.uploadFileId),
    status: r.status as RecordingStatus,
    score_audio: r.scoreAudio as AudioRecording['score_audio'],
    rec_string: r.recString,
    audio_duration: r.audioDurationMs,
    timestamp: r.timestampMs,
    transcode_state: r.transcodeState as SpeechTranscodeState,
    scoring: scoringOf(row),
  };
}

/** The clinician's amendment wins; then the provider's score; an outcome awaiting review counts as none. */
export function effectiveOf(outcome: OutcomeRow | null): { effective: OralOutcome['effective']; accuracy: number | null } {
  const amend = outcome?.amendOutcome as AmendOutcome | null | undefined;
  if (amend) {
    const values = Object.values(amend.word);
    return { effective: 'amend', accuracy: values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null };
  }
  const machine = outcome?.outcome as SpeechOutcomeData | null | undefined;
  if (machine && machine.status !== 'awaiting_review') return { effective: 'audio', accuracy: machine.accuracy === null ? null : round2(machine.accuracy) };
  return { effective: 'none', accuracy: null };
}

export function presentOutcome(row: RecordingWithOutcome): OralOutcome {
  const r = row.recording;
  const score = r.scoreAudio as AudioRecording['score_audio'];
  return {
    _id: r.id,
    testId: r.testId,
    question_id: r.questionId,
    audioPath: audioPathOf(r),
    content: score.target_word,
    initial: score.sub_initials.join(' '),
    audio_outcome: (row.outcome?.outcome as SpeechOutcomeData | null | undefined) ?? null,
    amend_outcome: (row.outcome?.amendOutcome as AmendOutcome | null | undefined) ?? null,
    ...effectiveOf(row.outcome),
    scoring: scoringOf(row),
  };
}

async function sessionRows(db: Executor, institutionId: string, where: { testId: string; sessionId?: string }) {
  const conditions: SQL[] = [eq(speechSessions.institutionId, institutionId), eq(speechSessions.testId, where.testId)];
  if (where.sessionId) conditions.push(eq(speechSessions.id, where.sessionId));
  return db.select().from(speechSessions).where(and(...conditions)).orderBy(asc(speechSessions.startTime), asc(speechSessions.id));
}

function bySession(rows: RecordingWithOutcome[]): Map<string, RecordingWithOutcome[]> {
  const map = new Map<string, RecordingWithOutcome[]>();
  for (const row of rows) map.set(row.recording.sessionId, [...(map.get(row.recording.sessionId) ?? []), row]);
  return map;
}

/** GET /toolapi/swam/s/ai/audio: `hideNull` leaves out recordings with no playable audio and sessions with none left. */
export async function audioSessionsOf(db: Executor, institutionId: string, where: { testId: string; sessionId?: string }, hideNull = false): Promise<AudioSession[]> {
  const [sessions, recordings] = await Promise.all([sessionRows(db, institutionId, where), recordingsOf(db, institutionId, where)]);
  const grouped = bySession(recordings);
  const presented = sessions.map((s) => {
    const list = (grouped.get(s.id) ?? []).map(presentRecording).filter((r) => !hideNull || r.audio_path !== null);
    return {
      _id: s.id,
      test_id: s.testId,
      startTime: s.startTime.toISOString(),
      endTime: s.endTime?.toISOString() ?? null,
      full_audio_path: s.fullAudioPath,
      full_audio_duration: s.fullAudioDurationMs,
      data_list: list,
    };
  });
  return hideNull ? presented.filter((s) => s.data_list.length > 0) : presented;
}

/** GET /toolapi/swam/c/ai/recognition/list: the items' outcomes; `hideNull` leaves out items nobody and nothing has scored. */
export async function recognitionSessionsOf(db: Executor, institutionId: string, testId: string, hideNull = false): Promise<RecognitionSession[]> {
  const [sessions, recordings] = await Promise.all([sessionRows(db, institutionId, { testId }), recordingsOf(db, institutionId, { testId })]);
  const grouped = bySession(recordings);
  const presented = sessions.map((s) => ({
    _id: s.id,
    test_id: s.testId,
    startTime: s.startTime.toISOString(),
    endTime: s.endTime?.toISOString() ?? null,
    data_list: (grouped.get(s.id) ?? [])
      .filter((r) => r.recording.part === 'item')
      .map(presentOutcome)
      .filter((o) => !hideNull || o.effective !== 'none'),
  }));
  return hideNull ? presented.filter((s) => s.data_list.length > 0) : presented;
}
