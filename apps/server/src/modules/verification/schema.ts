/**
 * Tables of the verification domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orderedCreatedAt } from '../../db/columns';

/**
 * Phone and e-mail verification codes: only a hash of the code is stored; a code
 * expires, counts failed attempts, is verified once and consumed once. Sending is rate-limited by
 * counting recent rows per (channel, target) and per requester; the index serves both the limit
 * and "the newest code of this target". Not institution-owned: parents and sign-ups have none.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: orderedCreatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The client address that asked for the code (rate limit per address). */
    requester: text('requester').notNull(),
    institutionId: uuid('institution_id'),
  },
  (t) => [
    check('verification_codes_channel_check', sql`${t.channel} in ('phone', 'email')`),
    check('verification_codes_attempts_check', sql`${t.attempts} >= 0`),
    index('verification_codes_target_idx').on(t.channel, t.target, t.createdAt),
    index('verification_codes_requester_idx').on(t.requester, t.createdAt),
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
);
