/**
 * Configuration every installation needs, checked at every start:
 * - the seeded menus, added when missing (a new menu is granted to the existing roles whose seeded
 *   rule includes it, e.g. sysadmin gets everything); a menu that exists is left as it is (name,
 *   place, grants), except that one stored without a flow receives the seeded one, and one stored
 *   without a url the seeded url (a group's page, platform-core §2.3: adding a page to a
 *   placeholder is not overwriting an edit). The menu delete call refuses seeded menus, so
 *   "missing" always means "new in this version";
 * - the seeded definitions, added when missing and brought to this version's seed while nobody has
 *   saved them; one an admin saved survives restarts and upgrades as they left it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
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

/**
 * Adds the seeded definitions that are missing, and brings those nobody has saved (`follows_seed`)
 * to this version's seed: a form that gains a field or a list that gains an entry reaches an
 * installation seeded before. A definition an admin saved is left as they saved it.
 */
async function insertMissingDefinitions(tx: Tx): Promise<void> {
  const { lovs, forms, columns } = checkedSeeds();
  for (const { lovName, ...document } of lovs) {
    const row = { schemaVersion: LOV_SCHEMA_VERSION, document };
    await tx.insert(lovDefinitions).values({ lovName, ...row }).onConflictDoUpdate({ target: lovDefinitions.lovName, set: row, setWhere: followsAnOlderSeed(lovDefinitions, document) });
  }
  for (const { from_name, ...document } of forms) {
    const row = { schemaVersion: FORM_SCHEMA_VERSION, document };
    await tx.insert(formDefinitions).values({ fromName: from_name, ...row }).onConflictDoUpdate({ target: formDefinitions.fromName, set: row, setWhere: followsAnOlderSeed(formDefinitions, document) });
  }
  for (const { columns_name, ...document } of columns) {
    const row = { schemaVersion: COLUMNS_SCHEMA_VERSION, document };
    await tx.insert(columnDefinitions).values({ columnsName: columns_name, ...row }).onConflictDoUpdate({ target: columnDefinitions.columnsName, set: row, setWhere: followsAnOlderSeed(columnDefinitions, document) });
  }
}

/** Only an unsaved definition that differs from the seed is written (an unchanged one keeps its updated_at). */
function followsAnOlderSeed(table: typeof formDefinitions | typeof columnDefinitions | typeof lovDefinitions, document: object) {
  return and(eq(table.followsSeed, true), sql`${table.document} IS DISTINCT FROM ${JSON.stringify(document)}::jsonb`);
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
