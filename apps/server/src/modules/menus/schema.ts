/**
 * Tables of the menus domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const menus = pgTable(
  'menus',
  {
    menuId: text('menu_id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => menus.menuId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    type: text('type').notNull(),
    /** antd icon component name, e.g. DashboardOutlined. */
    icon: text('icon').notNull().default(''),
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Flow configuration; validated with the shared `menuOperate` schema on save and on load. */
    operate: jsonb('operate'),
  },
  (t) => [check('menus_type_check', sql`${t.type} in ('group', 'item', 'permission')`)],
);
