/**
 * Tables of the children domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderedCreatedAt } from '../../db/columns';
import { users } from '../identity/schema';
import { institutions } from '../institutions/schema';

export const children = pgTable(
  'children',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    childrenCode: text('children_code').notNull(),
    phoneNumber: text('phone_number'),
    parentPhone: text('parent_phone'),
    mrnCode: text('mrn_code'),
    otherContactDetails: text('other_contact_details'),
    createdAt: orderedCreatedAt(),
    /**
     * When the child was added or last given a test: the create-test picker lists the most
     * recent first. A trigger on tests keeps it (migration 0017), whichever path makes the test.
     */
    recentAt: timestamp('recent_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Soft delete: reports and tests keep pointing at the child. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    check('children_gender_check', sql`${t.gender} in ('male', 'female')`),
    // A deleted child's code may be given to a new child.
    uniqueIndex('children_code_key').on(t.institutionId, t.childrenCode).where(sql`${t.deletedAt} is null`),
    // The list, newest first within an institution (read backwards: a DESC index column would
    // be NULLS LAST and not match ORDER BY … DESC), stable on equal timestamps; gender last so a
    // gender-filtered count can read this index alone.
    index('children_list_idx').on(t.institutionId, t.createdAt, t.id, t.gender).where(sql`${t.deletedAt} is null`),
    index('children_recent_idx').on(t.institutionId, t.recentAt, t.id).where(sql`${t.deletedAt} is null`),
    index('children_birthday_idx').on(t.institutionId, t.birthday).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * "Name contains", indexed: every distinct one- and two-character piece (gram) of each live
 * child's lower-cased name, with what the list filters and sorts on. A one- or two-character
 * search is then an index-only range scan that yields the count and the newest-first page
 * directly; a longer one scans its first two characters' range and rechecks the name. (pg_trgm
 * cannot do this: it needs three characters, and under the C locale it skips CJK altogether.)
 * Kept in step by statement-level triggers on children (migration 0002), so every write path,
 * bulk loads included, maintains it; deleting a child row cascades.
 */
export const childrenNameGrams = pgTable(
  'children_name_grams',
  {
    institutionId: uuid('institution_id').notNull(),
    childId: uuid('child_id').notNull(),
    gram: text('gram').notNull(),
    gender: text('gender').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.childId, t.gram] }),
    foreignKey({ columns: [t.institutionId, t.childId], foreignColumns: [children.institutionId, children.id] }).onDelete('cascade'),
    // The list's order within one gram, read backwards for newest first; gender last so the
    // gender filter reads the index only.
    index('children_name_grams_list_idx').on(t.institutionId, t.gram, t.createdAt, t.childId, t.gender),
  ],
);

/** A child's extra information (children/extra/info|update): free-form values of its form. */
export const childrenExtra = pgTable(
  'children_extra',
  {
    institutionId: uuid('institution_id').notNull(),
    childrenId: uuid('children_id').notNull(),
    info: jsonb('info').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.childrenId] }),
    foreignKey({ columns: [t.institutionId, t.childrenId], foreignColumns: [children.institutionId, children.id] }).onDelete('cascade'),
  ],
);
