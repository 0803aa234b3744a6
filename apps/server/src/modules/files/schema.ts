/**
 * Tables of the files domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VIDEO_STATES } from '@portal/shared';
import { createdAt, orderedCreatedAt } from '../../db/columns';
import { users } from '../identity/schema';
import { institutions } from '../institutions/schema';

/**
 * Stored files (modules/files): uploads and generated reports. The bytes live in the file storage
 * (local disk under UPLOAD_DIR, or an S3-compatible bucket) under `storage_path`, the key
 * <institution_id>/<yyyy-mm>/<random>.<ext>; the row is the only way to reach them, always
 * through the file's institution.
 */
export const files = pgTable(
  'files',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** The original file name as uploaded (or the report's name). */
    title: text('title').notNull(),
    extension: text('extension').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: orderedCreatedAt(),
    /** What the file belongs to (a test id, a report id…): GET /api/system/file/list {from_id}. */
    fromId: text('from_id'),
    remark: text('remark').notNull().default(''),
    source: text('source').notNull().default('upload'),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    check('files_size_check', sql`${t.size} >= 0`),
    check('files_remark_check', sql`char_length(${t.remark}) <= 500`),
    check('files_source_check', sql`${t.source} in ('upload', 'report', 'transcode', 'case')`),
    index('files_from_idx').on(t.institutionId, t.fromId, t.createdAt),
  ],
);

/**
 * One-time links to a file (`once_id`): only the SHA-256 of the id is stored. A link is
 * spent by one `UPDATE … WHERE used_at IS NULL AND expires_at > now() RETURNING`, so two requests
 * racing for it cannot both win. Looked up by hash alone (the request carries no token); the
 * institution stays in the key like every institution-owned table.
 */
export const fileOnceLinks = pgTable(
  'file_once_links',
  {
    institutionId: uuid('institution_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    fileId: uuid('file_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.tokenHash] }),
    foreignKey({ columns: [t.institutionId, t.fileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    index('file_once_links_token_idx').on(t.tokenHash),
    index('file_once_links_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Video transcodes (the video transcode viewer's copies): one row per uploaded mp4 an
 * institution asked to watch, made by the first status call. `attempt` grows with every (re)start
 * and a job writes only the row of its own attempt, so a stale job cannot overwrite a newer one.
 * `deadline_at` is when a Pending or Transcoding row counts as lost (its process died): the next
 * status call then records it as Failed. Completed rows name the transcoded copy (a `files` row
 * with source 'transcode'); deleting either file removes the row, so the next call starts over.
 * `failure_reason` is an error-catalogue key (translated when answered); `failure_detail` is the
 * end of ffmpeg's output, for the operator, never sent to the browser.
 */
export const videoTranscodes = pgTable(
  'video_transcodes',
  {
    institutionId: uuid('institution_id').notNull(),
    originFileId: uuid('origin_file_id').notNull(),
    state: text('state').notNull().default('Pending'),
    attempt: integer('attempt').notNull().default(1),
    transcodedFileId: uuid('transcoded_file_id'),
    failureReason: text('failure_reason'),
    failureDetail: text('failure_detail'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.originFileId] }),
    foreignKey({ columns: [t.institutionId, t.originFileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.institutionId, t.transcodedFileId], foreignColumns: [files.institutionId, files.id] }).onDelete('cascade'),
    check('video_transcodes_state_check', sql.raw(`"state" in (${VIDEO_STATES.map((s) => `'${s}'`).join(', ')})`)),
    check('video_transcodes_completed_check', sql`(${t.state} = 'Completed') = (${t.transcodedFileId} is not null)`),
    check('video_transcodes_failed_check', sql`(${t.state} = 'Failed') = (${t.failureReason} is not null)`),
    check('video_transcodes_attempt_check', sql`${t.attempt} >= 1`),
    // Deleting a file looks up the transcodes that name it as their copy.
    index('video_transcodes_transcoded_idx').on(t.institutionId, t.transcodedFileId),
  ],
);
