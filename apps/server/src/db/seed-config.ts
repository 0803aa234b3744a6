/**
 * Configuration every installation needs, added at every start when missing and never
 * overwritten: the developer permission menu (granted to system administrators when it is
 * first added) and the seeded definitions. An installation seeded before these existed thus
 * gains them on upgrade, and someone's later edits survive restarts.
 */
import { sql } from 'drizzle-orm';
import {
  COLUMNS_SCHEMA_VERSION,
  DEVELOPER_MENU,
  FORM_SCHEMA_VERSION,
  LOV_SCHEMA_VERSION,
  columnDefinitionV1,
  formDefinitionV1,
  lovDefinitionV1,
  normalizeColumns,
} from '@portal/shared';
import type { Database } from './pool';
import { columnDefinitions, formDefinitions, lovDefinitions, menus, roleMenus, roles } from './schema';
import { PERMISSION_MENU_SEEDS } from './seed-data';
import { COLUMN_SEEDS, FORM_SEEDS, LOV_SEEDS } from './seed-definitions';

/** The seeds pass the same schemas as anything saved through the API (a failure here is a bug). */
export function checkedSeeds() {
  return {
    lovs: LOV_SEEDS.map((l) => lovDefinitionV1.parse(l)),
    forms: FORM_SEEDS.map((f) => formDefinitionV1.parse(f)),
    columns: COLUMN_SEEDS.map((c) => columnDefinitionV1.parse({ ...c, columns: normalizeColumns(c.columns, c.columns_name) })),
  };
}

export async function ensureConfiguration(orm: Database): Promise<void> {
  const { lovs, forms, columns } = checkedSeeds();
  await orm.transaction(async (tx) => {
    const developer = PERMISSION_MENU_SEEDS.find((m) => m.id === DEVELOPER_MENU)!;
    const added = await tx
      .insert(menus)
      .values({ menuId: developer.id, parentId: null, name: developer.name, nameEn: developer.nameEn, type: developer.type, sort: 1030 })
      .onConflictDoNothing()
      .returning({ menuId: menus.menuId });
    if (added.length > 0) {
      await tx
        .insert(roleMenus)
        .select(tx.select({ institutionId: roles.institutionId, roleId: roles.id, menuId: sql<string>`${DEVELOPER_MENU}`.as('menu_id') }).from(roles).where(sql`${roles.code} = 'sysadmin'`))
        .onConflictDoNothing();
    }
    for (const { lovName, ...document } of lovs) {
      await tx.insert(lovDefinitions).values({ lovName, schemaVersion: LOV_SCHEMA_VERSION, document }).onConflictDoNothing();
    }
    for (const { from_name, ...document } of forms) {
      await tx.insert(formDefinitions).values({ fromName: from_name, schemaVersion: FORM_SCHEMA_VERSION, document }).onConflictDoNothing();
    }
    for (const { columns_name, ...document } of columns) {
      await tx.insert(columnDefinitions).values({ columnsName: columns_name, schemaVersion: COLUMNS_SCHEMA_VERSION, document }).onConflictDoNothing();
    }
  });
}
