/**
 * Configuration every installation needs, added at every start when missing and never
 * overwritten: the seeded menus (a new menu is granted to the existing roles whose seeded rule
 * includes it, e.g. sysadmin gets everything) and the seeded definitions. An installation seeded
 * before these existed thus gains them on upgrade, and someone's later edits survive restarts:
 * a menu that exists is left as it is (name, place, grants), except that a menu stored without
 * a flow receives the seeded one, and one stored without a url the seeded url (a group's page,
 * platform-core §2.3: adding a page to a placeholder is not overwriting an edit).
 * The menu delete call refuses seeded menus, so "missing" always means "new in this version".
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  COLUMNS_SCHEMA_VERSION,
  FORM_SCHEMA_VERSION,
  LOV_SCHEMA_VERSION,
  columnDefinitionV1,
  formDefinitionV1,
  lovDefinitionV1,
  normalizeColumns,
} from '@portal/shared';
import type { Database, Tx } from '../db/pool';

import { columnDefinitions, formDefinitions, lovDefinitions } from '../modules/definitions/schema';
import { menus } from '../modules/menus/schema';
import { roleMenus, roles } from '../modules/roles/schema';
import { ROLE_MENUS, flattenMenus } from './menu-tree';
import { COLUMN_SEEDS, FORM_SEEDS, LOV_SEEDS } from './definitions';

/** The seeds pass the same schemas as anything saved through the API (a failure here is a bug). */
export function checkedSeeds() {
  return {
    lovs: LOV_SEEDS.map((l) => lovDefinitionV1.parse(l)),
    forms: FORM_SEEDS.map((f) => formDefinitionV1.parse(f)),
    columns: COLUMN_SEEDS.map((c) => columnDefinitionV1.parse({ ...c, columns: normalizeColumns(c.columns, c.columns_name) })),
  };
}

export async function ensureConfiguration(orm: Database): Promise<void> {
  await orm.transaction(async (tx) => {
    await ensureMenus(tx);
    await insertMissingDefinitions(tx);
  });
}

/**
 * The definitions alone, before the first-start seed: the demo cases' PDFs it renders print
 * their labels and list values from them.
 */
export async function ensureDefinitions(orm: Database): Promise<void> {
  await orm.transaction((tx) => insertMissingDefinitions(tx));
}

async function insertMissingDefinitions(tx: Tx): Promise<void> {
  const { lovs, forms, columns } = checkedSeeds();
  for (const { lovName, ...document } of lovs) {
    await tx.insert(lovDefinitions).values({ lovName, schemaVersion: LOV_SCHEMA_VERSION, document }).onConflictDoNothing();
  }
  for (const { from_name, ...document } of forms) {
    await tx.insert(formDefinitions).values({ fromName: from_name, schemaVersion: FORM_SCHEMA_VERSION, document }).onConflictDoNothing();
  }
  for (const { columns_name, ...document } of columns) {
    await tx.insert(columnDefinitions).values({ columnsName: columns_name, schemaVersion: COLUMNS_SCHEMA_VERSION, document }).onConflictDoNothing();
  }
}

async function ensureMenus(tx: Tx): Promise<void> {
  const seeded = flattenMenus(); // parents first, as the parent_id foreign key needs
  const added = new Set(
    (await tx.insert(menus).values(seeded).onConflictDoNothing().returning({ menuId: menus.menuId })).map((row) => row.menuId),
  );
  for (const menu of seeded) {
    if (added.has(menu.menuId)) continue;
    if (menu.operate) await tx.update(menus).set({ operate: menu.operate }).where(and(eq(menus.menuId, menu.menuId), isNull(menus.operate)));
    if (menu.url) await tx.update(menus).set({ url: menu.url }).where(and(eq(menus.menuId, menu.menuId), eq(menus.url, '')));
  }
  if (added.size === 0) return;
  const allIds = seeded.map((menu) => menu.menuId);
  const existingRoles = await tx.select({ institutionId: roles.institutionId, roleId: roles.id, code: roles.code }).from(roles);
  const grants = existingRoles.flatMap((role) => {
    const rule = ROLE_MENUS[role.code];
    return rule ? rule(allIds).filter((menuId) => added.has(menuId)).map((menuId) => ({ institutionId: role.institutionId, roleId: role.roleId, menuId })) : [];
  });
  if (grants.length > 0) await tx.insert(roleMenus).values(grants).onConflictDoNothing();
}
