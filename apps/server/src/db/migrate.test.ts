import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { flattenMenus } from '../setup/menu-tree';
import { COLUMN_SEEDS, FORM_SEEDS, LOV_SEEDS } from '../setup/definitions';
import { buildApp } from '../app';
import { prepareDatabase } from '../main';
import { createEmptyDatabase, type TestDatabase } from '../../test/database';
import { call, loginBody, testConfig } from '../../test/harness';
import { MIGRATIONS_FOLDER } from './migrate';
import { createDb, type Db } from './pool';
import { children } from '../modules/children/schema';
import { questionBanks, toolNorms } from '../modules/content/schema';
import { columnDefinitions, formDefinitions, lovDefinitions } from '../modules/definitions/schema';
import { userIdentities, users } from '../modules/identity/schema';
import { institutions } from '../modules/institutions/schema';
import { menus } from '../modules/menus/schema';
import { roleMenus, roles } from '../modules/roles/schema';
import { tests } from '../modules/testing/schema';
import { institutionTools } from '../modules/tools/schema';
import { TEST_SEEDS } from '../modules/testing/seed-demo';

const opened: Array<{ database: TestDatabase; db: Db }> = [];
async function freshDatabase() {
  const database = await createEmptyDatabase(inject('pgAdminUrl'));
  const db = createDb(database.url, 8);
  opened.push({ database, db });
  return db;
}
afterEach(async () => {
  for (const { database, db } of opened.splice(0)) {
    await db.pool.end();
    await database.drop();
  }
});

const demo = { demo: true, adminPassword: 'Admin@12345', adminPasswordIsDefault: true };
const count = async (db: Db, table: PgTable) =>
  (await db.orm.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

describe('migrations and seed', () => {
  it('applies every committed migration once; a restart applies nothing new', async () => {
    const db = await freshDatabase();
    expect(await prepareDatabase(db, demo)).toBe('seeded');
    const applied = async () => (await db.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
    expect(await applied()).toBe(journal.entries.length);
    expect(await prepareDatabase(db, demo)).toBe('skipped');
    expect(await applied()).toBe(journal.entries.length);
  });

  it('lets several processes start at once: the advisory lock serialises migration and seed', async () => {
    const db = await freshDatabase();
    const others = [createDb(db.pool.options.connectionString!, 2), createDb(db.pool.options.connectionString!, 2)];
    try {
      const results = await Promise.all([db, ...others].map((d) => prepareDatabase(d, demo)));
      expect(results.sort()).toEqual(['seeded', 'skipped', 'skipped']);
    } finally {
      for (const o of others) await o.pool.end();
    }
    expect(await count(db, users)).toBe(4);
    expect(await count(db, institutions)).toBe(3); // A, B and A's sub-institution
  });

  it('seeds the demo installation once and leaves edited data alone on restart', async () => {
    const db = await freshDatabase();
    await prepareDatabase(db, demo);
    expect(await count(db, users)).toBe(4);
    expect(await count(db, roles)).toBe(6);
    expect(await count(db, userIdentities)).toBe(7);
    expect(await count(db, menus)).toBe(flattenMenus().length);
    expect(await count(db, children)).toBe(30);
    expect(await count(db, formDefinitions)).toBe(FORM_SEEDS.length);
    expect(await count(db, columnDefinitions)).toBe(COLUMN_SEEDS.length);
    expect(await count(db, lovDefinitions)).toBe(LOV_SEEDS.length);
    expect(await count(db, institutionTools)).toBe(11); // 6 + 3, and 2 of A's sub-institution
    expect([await count(db, questionBanks), await count(db, toolNorms)]).toEqual([7, 4]); // SWAM-S, SPPA and Ment have banks, no norms
    expect(await count(db, tests)).toBe(TEST_SEEDS.length);
    await db.orm.update(users).set({ nickname: '改过的' }).where(sql`username = 'teacher'`);
    await prepareDatabase(db, demo);
    expect(await count(db, users)).toBe(4);
    expect((await db.orm.select().from(users).where(sql`username = 'teacher'`))[0]!.nickname).toBe('改过的');
    const newstaff = (await db.orm.select().from(users).where(sql`username = 'newstaff'`))[0]!;
    expect(newstaff.mustChangePassword).toBe(true);
    expect(newstaff.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('with PORTAL_DEMO=0 seeds only institution A, the sysadmin role with every menu and the admin account', async () => {
    const db = await freshDatabase();
    const config = testConfig({ PORTAL_DEMO: '0', ADMIN_PASSWORD: 'Own#Secret99' });
    await prepareDatabase(db, config);
    expect(await count(db, institutions)).toBe(1);
    expect(await count(db, roles)).toBe(1);
    expect(await count(db, institutionTools)).toBe(0);
    expect((await db.orm.select({ username: users.username, mustChangePassword: users.mustChangePassword }).from(users))).toEqual([
      { username: 'admin', mustChangePassword: false },
    ]);
    expect(await count(db, roleMenus)).toBe(await count(db, menus));
    expect(await count(db, children)).toBe(0);
    expect(await count(db, tests)).toBe(0);
    // The shipped banks and norms are configuration: every installation can take tests.
    expect([await count(db, questionBanks), await count(db, toolNorms)]).toEqual([7, 4]); // SWAM-S, SPPA and Ment have banks, no norms
    expect(await count(db, formDefinitions)).toBe(FORM_SEEDS.length);
    const app = await buildApp({ ctx: { db, config } });
    try {
      expect((await call(app, '/api/base/user/login', { body: loginBody('admin', 'Admin@12345') })).body.code).toBe(300);
      const ok = await call(app, '/api/base/user/login', { body: loginBody('admin', 'Own#Secret99') });
      expect(ok.body.code).toBe(200);
      expect(ok.body.data).toMatchObject({ from_institution_name: '星语儿童发展中心', from_role_mame: '系统管理员' });
    } finally {
      await app.close();
    }
  });

  it('gives an installation seeded before definitions existed the developer menu and the definitions at the next start, keeping later edits', async () => {
    const db = await freshDatabase();
    await prepareDatabase(db, demo);
    // What an older installation looks like: no developer menu, no definitions.
    await db.pool.query(`delete from menus where menu_id = 'developer'`);
    await db.pool.query('delete from form_definitions; delete from column_definitions; delete from lov_definitions');
    expect(await prepareDatabase(db, demo)).toBe('skipped');
    const holders = await db.pool.query(`select r.code from role_menus rm join roles r on r.institution_id = rm.institution_id and r.id = rm.role_id where rm.menu_id = 'developer'`);
    expect(holders.rows.map((r) => r.code)).toEqual(['sysadmin']);
    expect([await count(db, formDefinitions), await count(db, columnDefinitions), await count(db, lovDefinitions)]).toEqual([FORM_SEEDS.length, COLUMN_SEEDS.length, LOV_SEEDS.length]);
    // An admin's save, as the form update call stores it (it clears follows_seed).
    await db.pool.query(`update form_definitions set document = jsonb_set(document, '{description}', '"edited"'), follows_seed = false where from_name = 'children_form'`);
    await db.pool.query(`delete from role_menus where menu_id = 'developer'`);
    await prepareDatabase(db, demo);
    expect((await db.pool.query(`select document->>'description' as d from form_definitions where from_name = 'children_form'`)).rows[0].d).toBe('edited');
    expect(await count(db, formDefinitions)).toBe(FORM_SEEDS.length);
    // A revoked grant stays revoked: the menu already existed.
    expect((await db.pool.query(`select count(*)::int as n from role_menus where menu_id = 'developer'`)).rows[0].n).toBe(0);
  });

  it('gives an older installation the menus added since, granted by the seeded role rules, and fills a flow only where none is stored', async () => {
    const db = await freshDatabase();
    await prepareDatabase(db, demo);
    const grantsOf = async (menuId: string) =>
      (await db.pool.query(`select r.code from role_menus rm join roles r on r.institution_id = rm.institution_id and r.id = rm.role_id where rm.menu_id = $1 order by r.code`, [menuId])).rows.map((r) => r.code);
    const before = await grantsOf('user_mgmt');
    expect(before).toEqual(['inst_admin', 'inst_admin', 'sysadmin']);
    // An older installation: no user management menu, the children page without its flow, and
    // an administrator's own edits.
    await db.pool.query(`delete from menus where menu_id = 'user_mgmt'`);
    await db.pool.query(`update menus set operate = null where menu_id = 'children'`);
    await db.pool.query(`update menus set name = '机构设置' where menu_id = 'institution_mgmt'`);
    await db.pool.query(`delete from role_menus where menu_id = 'role_mgmt'`);
    expect(await prepareDatabase(db, demo)).toBe('skipped');

    expect(await grantsOf('user_mgmt')).toEqual(before);
    const rows = await db.pool.query(`select menu_id, name, operate from menus where menu_id in ('children', 'institution_mgmt', 'user_mgmt') order by menu_id`);
    const seeded = new Map(flattenMenus().map((m) => [m.menuId, m]));
    expect(rows.rows.map((r) => [r.menu_id, r.name])).toEqual([['children', seeded.get('children')!.name], ['institution_mgmt', '机构设置'], ['user_mgmt', seeded.get('user_mgmt')!.name]]);
    expect(rows.rows[0].operate).toEqual(seeded.get('children')!.operate);
    expect(rows.rows[2].operate).toEqual(seeded.get('user_mgmt')!.operate);
    // role_mgmt existed: its revoked grants stay revoked; nothing was added twice.
    expect(await grantsOf('role_mgmt')).toEqual([]);
    expect(await count(db, menus)).toBe(flattenMenus().length);
  });

  it('with PORTAL_DEMO=0 and no ADMIN_PASSWORD, the published default must be changed at first login', async () => {
    const db = await freshDatabase();
    await prepareDatabase(db, testConfig({ PORTAL_DEMO: '0' }));
    expect((await db.orm.select({ m: users.mustChangePassword }).from(users))[0]!.m).toBe(true);
  });
});
