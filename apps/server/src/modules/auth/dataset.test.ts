import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATASET_ACTIONS } from '@portal/shared';
import { buildApp } from '../../app';
import { children } from '../children/schema';
import { call, loginAs, setLocale, useApi } from '../../../test/harness';

const api = useApi();
const IS_AUTH = '/dataset/isAuth';

async function childId(institutionId: string, code: string): Promise<string> {
  const [row] = await api.db.orm.select({ id: children.id }).from(children).where(and(eq(children.institutionId, institutionId), eq(children.childrenCode, code)));
  return row!.id;
}

describe('GET /dataset/isAuth', () => {
  it('allows an action on a row of the caller’s institution when the role holds the action’s menu', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const id = await childId(teacher.institutionId, 'XY0001');
    for (const action of ['children.view', 'children.edit', 'children.delete']) {
      const res = await call(api.app, IS_AUTH, { token: teacher.token, query: { action, id, _: '5' } });
      expect(res.status, action).toBe(200);
      expect(res.body).toMatchObject({ code: 200, success: true, data: { action, id, allowed: true } });
    }
  });

  it('answers 404 alike for another institution’s row, an unknown row, a deleted row and a malformed id', async () => {
    const teacher = await loginAs(api.app, 'teacher'); // institution A
    const newstaff = await loginAs(api.app, 'newstaff'); // institution B
    const inB = await childId(newstaff.institutionId, 'CX0001');
    const deleted = await childId(teacher.institutionId, 'XY0002');
    await api.db.orm.update(children).set({ deletedAt: new Date() }).where(eq(children.id, deleted));
    for (const id of [inB, '00000000-0000-4000-8000-000000000000', deleted, 'not-an-id']) {
      const res = await call(api.app, IS_AUTH, { token: teacher.token, query: { action: 'children.edit', id } });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ code: 404, success: false, data: null, message: '未找到' });
    }
    // From B the same row is allowed.
    expect((await call(api.app, IS_AUTH, { token: newstaff.token, query: { action: 'children.edit', id: inB } })).status).toBe(200);
  });

  it('answers 403 when the role lacks the menu, whether or not the row exists', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const own = await childId(teacher.institutionId, 'XY0003');
    await api.db.pool.query(`delete from role_menus where role_id = $1 and menu_id = 'children'`, [teacher.roleId]);
    try {
      for (const id of [own, '00000000-0000-4000-8000-000000000000']) {
        const res = await call(api.app, IS_AUTH, { token: teacher.token, query: { action: 'children.view', id } });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('当前身份无相关权限');
      }
    } finally {
      await api.db.pool.query(`insert into role_menus (institution_id, role_id, menu_id) values ($1, $2, 'children')`, [teacher.institutionId, teacher.roleId]);
    }
  });

  it('refuses an unknown action or a missing id with 400, and answers 306 without a session', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    await setLocale(api.app, teacher.token, 'en');
    const unknown = await call(api.app, IS_AUTH, { token: teacher.token, query: { action: 'children.launch', id: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`Invalid input: action (must be one of ${DATASET_ACTIONS.map((a) => `"${a}"`).join(', ')})`);
    expect((await call(api.app, IS_AUTH, { token: teacher.token, query: { action: 'children.view' } })).body.message).toBe('Invalid input: id (required)');
    await setLocale(api.app, teacher.token, 'zh');
    expect((await call(api.app, IS_AUTH, { query: { action: 'children.view', id: 'x' } })).body.code).toBe(306);
  });

  it('works on the tool-site port too: the site app answers it as a route, not with the web app', async () => {
    const tool = await buildApp({ ctx: api.ctx, site: { name: 'tool', distDir: '/nonexistent-dist' } });
    try {
      const teacher = await loginAs(tool, 'teacher');
      const id = await childId(teacher.institutionId, 'XY0004');
      const res = await call(tool, IS_AUTH, { token: teacher.token, query: { action: 'children.view', id }, headers: { accept: 'text/html,application/json' } });
      expect(res.status).toBe(200);
      expect(res.body.data.allowed).toBe(true);
    } finally {
      await tool.close();
    }
  });
});
