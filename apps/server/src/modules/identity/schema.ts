/**
 * Tables of the identity domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, orderedCreatedAt } from '../../db/columns';
import { roles } from '../roles/schema';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    nickname: text('nickname').notNull().default(''),
    /** argon2id of the SHA-256 hex digest the browser sends, never of the plain password. */
    passwordHash: text('password_hash').notNull(),
    localeType: text('locale_type').notNull().default('zh'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /** The identity in use; always one of the user's rows in user_identities. */
    institutionId: uuid('institution_id'),
    roleId: uuid('role_id'),
    createdAt: orderedCreatedAt(),
    /** Soft delete (with disabled): elsewhere the user shows as a placeholder. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_locale_type_check', sql`${t.localeType} in ('zh', 'en')`),
    foreignKey({ columns: [t.institutionId, t.roleId], foreignColumns: [roles.institutionId, roles.id] }).onDelete(
      'set null',
    ),
  ],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    institutionId: uuid('institution_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId, t.roleId] }),
    foreignKey({ columns: [t.institutionId, t.roleId], foreignColumns: [roles.institutionId, roles.id] }).onDelete(
      'cascade',
    ),
    index('user_identities_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 hex of the token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    check('sessions_end_reason_check', sql`${t.endReason} in ('logout', 'superseded', 'password_changed')`),
    index('sessions_live_user_idx').on(t.userId).where(sql`${t.endedAt} is null`),
  ],
);

/** Failed logins, in the database so every server process sees the same counts. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username, t.createdAt),
    index('login_failures_address_idx').on(t.address, t.createdAt),
    index('login_failures_created_idx').on(t.createdAt),
  ],
);
