/**
 * Tables of the definitions domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orderedCreatedAt } from '../../db/columns';
import { users } from '../identity/schema';
import { institutions } from '../institutions/schema';

/**
 * Definitions (forms, column sets, lists of values) are global configuration, like menus. The
 * name lives in its own column and not in `document`, so the two can never disagree; the
 * document is checked against the shared schema of `schema_version` on save and on load.
 * Later, an institution-specific override could be a table keyed (institution_id, name) whose
 * row wins over the global one; nothing here would change.
 */
const definitionColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  schemaVersion: integer('schema_version').notNull(),
  document: jsonb('document').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  /**
   * Still the product's own definition, never saved by a person: each start replaces it with the
   * version's seed, so an upgrade reaches installations seeded before it. A save through the API
   * clears it, and that definition is then the institution's to keep.
   */
  followsSeed: boolean('follows_seed').notNull().default(true),
});

export const formDefinitions = pgTable('form_definitions', {
  fromName: text('from_name').notNull().unique(),
  ...definitionColumns(),
});

export const columnDefinitions = pgTable('column_definitions', {
  columnsName: text('columns_name').notNull().unique(),
  ...definitionColumns(),
});

/** `document.entries` holds the list as a JSON tree. */
export const lovDefinitions = pgTable('lov_definitions', {
  lovName: text('lov_name').notNull().unique(),
  ...definitionColumns(),
});

/** Entries institutions added to lists that allow it; each institution sees only its own. */
export const lovSelfEntries = pgTable(
  'lov_self_entries',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    lovName: text('lov_name')
      .notNull()
      .references(() => lovDefinitions.lovName, { onDelete: 'cascade', onUpdate: 'cascade' }),
    value: text('value').notNull(),
    content: text('content').notNull(),
    contentEn: text('content_en'),
    description: text('description'),
    params: jsonb('params'),
    createdAt: orderedCreatedAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] }), unique('lov_self_entries_value_key').on(t.institutionId, t.lovName, t.value)],
);
