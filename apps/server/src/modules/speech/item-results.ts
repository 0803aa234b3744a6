/**
 * A test's items as its report reads them: each item's newest recording (a re-recorded item in a
 * later sitting replaces the earlier one), its target word, recording status and effective
 * accuracy (the clinician's amendment wins, then the provider's score; awaiting review: none).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { OralOutcome, RecordingStatus, SpeechScoringState } from '@portal/shared';
import type { Executor } from '../../db/pool';
import { effectiveOf, recordingsOf, type RecordingWithOutcome } from './presenter';
import { speechSessions } from './schema';

export interface ItemResult {
  questionId: string;
  targetWord: string;
  status: RecordingStatus;
  effective: OralOutcome['effective'];
  accuracy: number | null;
  scoring: SpeechScoringState | 'none';
}

export async function itemResultsOf(db: Executor, institutionId: string, testId: string): Promise<ItemResult[]> {
  const newest = new Map<string, RecordingWithOutcome>();
  for (const row of await recordingsOf(db, institutionId, { testId })) {
    if (row.recording.part !== 'item') continue;
    const seen = newest.get(row.recording.questionId);
    if (!seen || seen.recording.createdTime <= row.recording.createdTime) newest.set(row.recording.questionId, row);
  }
  return [...newest.values()].map(({ recording, outcome }) => ({
    questionId: recording.questionId,
    targetWord: (recording.scoreAudio as { target_word?: string }).target_word ?? '',
    status: recording.status as RecordingStatus,
    ...effectiveOf(outcome),
    scoring: outcome ? (outcome.scoring as SpeechScoringState) : 'none',
  }));
}

/** Whether one of the test's sittings has ended (closed): its recordings are then complete. */
export async function hasEndedSitting(db: Executor, institutionId: string, testId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: speechSessions.id })
    .from(speechSessions)
    .where(and(eq(speechSessions.institutionId, institutionId), eq(speechSessions.testId, testId), isNotNull(speechSessions.endTime)))
    .limit(1);
  return row !== undefined;
}
