/**
 * Tables of the roles domain (PostgreSQL, drizzle pg-core). Every institution-owned table carries
 * `institution_id` as the first column of its primary key (see docs/architecture.md, "Data").
 * Changing a table: run `npm run db:generate -w @portal/server` and commit the new migration.
 */
import { foreignKey, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { orderedCreatedAt } from '../../db/columns';
import { institutions } from '../institutions/schema';
import { menus } from '../menus/schema';

export const roles = pgTable(
  'roles',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: orderedCreatedAt(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] }), unique('roles_institution_code_key').on(t.institutionId, t.code)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    institutionId: uuid('institution_id').notNull(),
    roleId: uuid('role_id').notNull(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.menuId, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.roleId, t.menuId] }),
    foreignKey({ columns: [t.institutionId, t.roleId], foreignColumns: [roles.institutionId, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);
