/**
 * Tables of the institutions domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderedCreatedAt } from '../../db/columns';

export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: orderedCreatedAt(),
    /** A sub-institution belongs to its parent; the parent's users manage it (institution_mgmt). */
    parentId: uuid('parent_id').references((): AnyPgColumn => institutions.id, { onDelete: 'restrict' }),
    /** Soft delete: elsewhere the institution shows as a placeholder. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('institutions_parent_idx').on(t.parentId)],
);
