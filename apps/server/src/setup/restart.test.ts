// A restart on an installation already set up: the start's "ensure" steps write nothing when nothing
// changed, put back only what is missing, and keep what an admin changed (menus, articles).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../test/harness';
import { prepareDatabase } from '../main';
import { contentArticles, lottieAnimations } from '../modules/content/schema';
import { ensureLottieAnimations, ensureShippedArticles } from '../modules/content';
import { menus } from '../modules/menus/schema';
import { ensureMenus } from './configuration';
import { flattenMenus } from './menu-tree';

const api = useApi();
const options = { demo: true, adminPassword: 'Admin@12345', adminPasswordIsDefault: true };

/** Every row of the tables the ensure steps write, with its xmin: a rewritten row gets a new one. */
const TABLES = ['menus', 'role_menus', 'form_definitions', 'column_definitions', 'lov_definitions', 'content_articles', 'question_banks', 'tool_norms', 'training_courses', 'activity_catalogues', 'lottie_animations'];
const snapshot = async () =>
  Promise.all(TABLES.map(async (table) => (await api.db.pool.query(`select xmin::text as x, to_jsonb(t) as row from ${table} t order by 2`)).rows));

describe('a restart on an installation already set up', () => {
  it('writes nothing when nothing changed', async () => {
    const before = await snapshot();
    expect(before.every((rows) => rows.length > 0)).toBe(true);
    expect(await prepareDatabase(api.db, options)).toBe('skipped');
    expect(await snapshot()).toEqual(before);
  });

  it('fills a seeded url left empty, and keeps a url and a flow an admin set', async () => {
    const [withUrl, other] = flattenMenus().filter((m) => m.url && m.operate);
    await api.db.orm.update(menus).set({ url: '' }).where(eq(menus.menuId, withUrl!.menuId));
    await api.db.orm.update(menus).set({ url: '/elsewhere', operate: { steps: [] } }).where(eq(menus.menuId, other!.menuId));

    await ensureMenus(api.db.orm);

    const url = async (menuId: string) => (await api.db.orm.select({ url: menus.url, operate: menus.operate }).from(menus).where(eq(menus.menuId, menuId)))[0];
    expect((await url(withUrl!.menuId))?.url).toBe(withUrl!.url);
    expect(await url(other!.menuId)).toEqual({ url: '/elsewhere', operate: { steps: [] } });
  });

  it('puts back a missing shipped article as shipped, and leaves an edited one as edited', async () => {
    const help = await api.db.orm.select().from(contentArticles).where(eq(contentArticles.kind, 'help')).orderBy(contentArticles.seedKey);
    const [gone, edited] = help;
    await api.db.orm.delete(contentArticles).where(eq(contentArticles.id, gone!.id));
    await api.db.orm.update(contentArticles).set({ name: 'Edited' }).where(eq(contentArticles.id, edited!.id));

    expect(await ensureShippedArticles(api.db.orm)).toBe(1);
    expect(await ensureShippedArticles(api.db.orm)).toBe(0);

    const [back] = await api.db.orm.select().from(contentArticles).where(eq(contentArticles.seedKey, gone!.seedKey!));
    const same = ({ id: _id, createdAt: _c, updatedAt: _u, ...row }: typeof gone & object) => row;
    expect(same(back!)).toEqual(same(gone!));
    expect((await api.db.orm.select({ name: contentArticles.name }).from(contentArticles).where(eq(contentArticles.id, edited!.id)))[0]?.name).toBe('Edited');
  });

  it('brings an animation stored from another version back to the shipped one', async () => {
    const [shipped] = await api.db.orm.select().from(lottieAnimations).orderBy(lottieAnimations.lottieKey);
    await api.db.orm.update(lottieAnimations).set({ width: 1, jsonPath: '/lottie/old.json' }).where(eq(lottieAnimations.lottieKey, shipped!.lottieKey));

    await ensureLottieAnimations(api.db.orm);

    expect((await api.db.orm.select().from(lottieAnimations).where(eq(lottieAnimations.lottieKey, shipped!.lottieKey)))[0]).toEqual(shipped);
  });
});
