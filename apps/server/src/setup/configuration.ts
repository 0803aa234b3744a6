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
import { sql } from 'drizzle-orm';
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

import { menus } from '../modules/menus/schema';
import { roleMenus, roles } from '../modules/roles/schema';
import { ROLE_MENUS, flattenMenus } from './menu-tree';
import { COLUMN_SEEDS, FORM_SEEDS, LOV_SEEDS } from './definitions';

// The seeds are constants of this build: parsed once per process, not at every call.
let checked: ReturnType<typeof parseSeeds> | undefined;
function parseSeeds() {
  return {
    lovs: LOV_SEEDS.map((l) => lovDefinitionV1.parse(l)),
    forms: FORM_SEEDS.map((f) => formDefinitionV1.parse(f)),
    columns: COLUMN_SEEDS.map((c) => columnDefinitionV1.parse({ ...c, columns: normalizeColumns(c.columns, c.columns_name) })),
  };
}

/** The seeds pass the same schemas as anything saved through the API (a failure here is a bug). */
export function checkedSeeds(): ReturnType<typeof parseSeeds> {
  return (checked ??= parseSeeds());
}

export async function ensureConfiguration(orm: Database): Promise<void> {
  await orm.transaction(async (tx) => {
    await ensureMenusIn(tx);
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
 * The menus alone, after the first-start seed (which inserts the menus itself): the start's
 * `ensureDefinitions` before the seed already did the definitions, and the seed removes none.
 */
export async function ensureMenus(orm: Database): Promise<void> {
  await orm.transaction((tx) => ensureMenusIn(tx));
}

/** Each kind's seeds as one JSON array of {name, document}: one statement per kind, built once. */
let seedRows: Array<{ table: string; key: string; version: number; rows: string }> | undefined;
function definitionRows() {
  const { lovs, forms, columns } = checkedSeeds();
  const rows = <T,>(seeds: T[], split: (seed: T) => [string, object]) => JSON.stringify(seeds.map((s) => { const [name, document] = split(s); return { name, document }; }));
  return (seedRows ??= [
    { table: 'lov_definitions', key: 'lov_name', version: LOV_SCHEMA_VERSION, rows: rows(lovs, ({ lovName, ...document }) => [lovName, document]) },
    { table: 'form_definitions', key: 'from_name', version: FORM_SCHEMA_VERSION, rows: rows(forms, ({ from_name, ...document }) => [from_name, document]) },
    { table: 'column_definitions', key: 'columns_name', version: COLUMNS_SCHEMA_VERSION, rows: rows(columns, ({ columns_name, ...document }) => [columns_name, document]) },
  ]);
}

/**
 * Adds the seeded definitions that are missing, and brings those nobody has saved (`follows_seed`)
 * to this version's seed: a form that gains a field or a list that gains an entry reaches an
 * installation seeded before. A definition an admin saved is left as they saved it, and an unsaved
 * one equal to the seed is not written (it keeps its updated_at). One statement per kind: a start
 * where nothing changed writes nothing and costs three round trips.
 */
async function insertMissingDefinitions(tx: Tx): Promise<void> {
  for (const { table, key, version, rows } of definitionRows()) {
    const [t, k] = [sql.identifier(table), sql.identifier(key)];
    await tx.execute(sql`
      insert into ${t} (${k}, schema_version, document)
      select s.name, ${version}::int, s.document from jsonb_to_recordset(${rows}::jsonb) as s(name text, document jsonb)
      on conflict (${k}) do update set schema_version = excluded.schema_version, document = excluded.document
      where ${t}.follows_seed and ${t}.document is distinct from excluded.document`);
  }
}

/**
 * Menus missing are inserted (and granted); on the existing ones a seeded flow fills an empty
 * `operate` and a seeded url an empty `url`: one statement each for all menus (a just-added menu
 * already has both, so the updates leave it alone).
 */
async function ensureMenusIn(tx: Tx): Promise<void> {
  const seeded = flattenMenus(); // parents first, as the parent_id foreign key needs
  const added = new Set(
    (await tx.insert(menus).values(seeded).onConflictDoNothing().returning({ menuId: menus.menuId })).map((row) => row.menuId),
  );
  const flows = JSON.stringify(seeded.filter((m) => m.operate).map((m) => ({ id: m.menuId, operate: m.operate })));
  await tx.execute(sql`update menus set operate = s.operate from jsonb_to_recordset(${flows}::jsonb) as s(id text, operate jsonb) where menus.menu_id = s.id and menus.operate is null`);
  const urls = JSON.stringify(seeded.filter((m) => m.url).map((m) => ({ id: m.menuId, url: m.url })));
  await tx.execute(sql`update menus set url = s.url from jsonb_to_recordset(${urls}::jsonb) as s(id text, url text) where menus.menu_id = s.id and menus.url = ''`);
  if (added.size === 0) return;
  const allIds = seeded.map((menu) => menu.menuId);
  const existingRoles = await tx.select({ institutionId: roles.institutionId, roleId: roles.id, code: roles.code }).from(roles);
  const grants = existingRoles.flatMap((role) => {
    const rule = ROLE_MENUS[role.code];
    return rule ? rule(allIds).filter((menuId) => added.has(menuId)).map((menuId) => ({ institutionId: role.institutionId, roleId: role.roleId, menuId })) : [];
  });
  if (grants.length > 0) await tx.insert(roleMenus).values(grants).onConflictDoNothing();
}
