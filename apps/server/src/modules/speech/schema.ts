/**
 * Tables of the speech domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key and the test's id (docs/architecture.md).
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RECORDING_PARTS, RECORDING_STATUSES, SPEECH_SCORING_STATES, SPEECH_TRANSCODE_STATES } from '@portal/shared';
import { createdAt, orderedCreatedAt } from '../../db/columns';
import { files } from '../files/schema';
import { users } from '../identity/schema';
import { tests } from '../testing/schema';

const inList = (column: string, values: readonly string[]) => sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * One sitting of a speech test: from `start_time` until it is closed (`end_time`). Its full audio
 * is the recording of part 'full'; `full_audio_path` mirrors that recording's playable path so the
 * review reads a session without looking at every recording.
 */
export const speechSessions = pgTable(
  'speech_sessions',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    testId: uuid('test_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    endTime: timestamp('end_time', { withTimezone: true }),
    fullAudioPath: text('full_audio_path'),
    fullAudioDurationMs: integer('full_audio_duration_ms'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    index('speech_sessions_test_idx').on(t.institutionId, t.testId, t.startTime),
    check('speech_sessions_end_check', sql`${t.endTime} is null or ${t.endTime} >= ${t.startTime}`),
  ],
);

/**
 * One uploaded recording of a session: the full audio (part 'full', status FullAudio) or an item's
 * sub-recording (part 'item', its question). (session, question, part) is unique: uploading the
 * same recording again answers the stored one, a different one replaces it (re-recorded item).
 * `upload_file_id` is the file as recorded (`stage_audio_path`); `web_file_id` the copy every
 * browser plays, made by the job (`transcode_state`). Paths are `/file/<id>`: read at
 * `/resource/file/<id>` with the token header, through the files module's checks.
 */
export const speechRecordings = pgTable(
  'speech_recordings',
  {
    institutionId: uuid('institution_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    sessionId: uuid('session_id').notNull(),
    testId: uuid('test_id').notNull(),
    part: text('part').notNull(),
    questionId: text('question_id').notNull(),
    initTag: text('init_tag').notNull().default(''),
    createdTime: orderedCreatedAt(),
    status: text('status').notNull(),
    uploadFileId: uuid('upload_file_id').notNull(),
    uploadSha256: text('upload_sha256').notNull(),
    webFileId: uuid('web_file_id'),
    transcodeState: text('transcode_state').notNull().default('Pending'),
    transcodeDetail: text('transcode_detail'),
    timestampMs: integer('timestamp_ms'),
    audioDurationMs: integer('audio_duration_ms'),
    /** {target_word, words_recognized, sub_initials}: refreshed by scoring and by an amendment. */
    scoreAudio: jsonb('score_audio').notNull(),
    recString: text('rec_string').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    foreignKey({ columns: [t.institutionId, t.sessionId], foreignColumns: [speechSessions.institutionId, speechSessions.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.uploadFileId], foreignColumns: [files.institutionId, files.id] }),
    foreignKey({ columns: [t.institutionId, t.webFileId], foreignColumns: [files.institutionId, files.id] }),
    uniqueIndex('speech_recordings_item_key').on(t.institutionId, t.sessionId, t.questionId, t.part),
    check('speech_recordings_part_check', inList('part', RECORDING_PARTS)),
    check('speech_recordings_status_check', inList('status', RECORDING_STATUSES)),
    check('speech_recordings_full_check', sql`(${t.part} = 'full') = (${t.status} = 'FullAudio')`),
    check('speech_recordings_transcode_check', inList('transcode_state', SPEECH_TRANSCODE_STATES)),
    check('speech_recordings_web_check', sql`(${t.transcodeState} = 'Completed') = (${t.webFileId} is not null)`),
  ],
);

/**
 * The outcome of one item recording (same id as the recording). `outcome` is what the scoring
 * provider answered (the spec's speech outcome, naming its provider) and is never overwritten by a
 * clinician: `amend_outcome` sits beside it and wins when read. `scoring` is the machine's
 * progress; `attempts` counts provider calls so a failing provider is given up on, visibly
 * ('failed': the item stays awaiting review, no score is invented).
 */
export const speechOutcomes = pgTable(
  'speech_outcomes',
  {
    institutionId: uuid('institution_id').notNull(),
    recordingId: uuid('recording_id').notNull(),
    testId: uuid('test_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    scoring: text('scoring').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a job claimed it ('scoring'): a claim far older belongs to a job killed mid-way (swept). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    failureDetail: text('failure_detail'),
    outcome: jsonb('outcome'),
    amendOutcome: jsonb('amend_outcome'),
    amendedBy: uuid('amended_by').references(() => users.id, { onDelete: 'set null' }),
    amendedAt: timestamp('amended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.recordingId] }),
    foreignKey({ columns: [t.institutionId, t.recordingId], foreignColumns: [speechRecordings.institutionId, speechRecordings.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.testId], foreignColumns: [tests.institutionId, tests.id] }).onDelete('cascade'),
    index('speech_outcomes_session_idx').on(t.institutionId, t.sessionId),
    check('speech_outcomes_scoring_check', inList('scoring', SPEECH_SCORING_STATES)),
    check('speech_outcomes_scored_check', sql`(${t.scoring} = 'scored') = (${t.outcome} is not null)`),
    check('speech_outcomes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
