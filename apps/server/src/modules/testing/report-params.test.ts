/**
 * The test pages' display permissions (test-and-training §6): the report parameters of a scored
 * test reach only roles holding dream_report_params; dream_it_s_2 (the Dream-ITS question
 * descriptions) and dream_report_params are seeded and granted to clinicians, not teachers.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSION_MENUS, reportParams, type MenuNode } from '@portal/shared';
import { call, loginAs, useApi } from '../../../test/harness';
import { roleMenus } from '../roles/schema';
import { tests } from './schema';

const api = useApi();
const held = (list: MenuNode[]) => list.map((m) => m.menuId);

describe('report parameters and the Dream-ITS descriptions permission', () => {
  it('seeds dream_it_s_2 and dream_report_params, held by clinicians and not by teachers', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const mine = (await call(api.app, '/api/system/menu/infoTree', { token: doctor.token })).body.data.menuList as MenuNode[];
    expect(held(mine)).toEqual(expect.arrayContaining([PERMISSION_MENUS.dreamIts2, PERMISSION_MENUS.reportParams]));
    const names = mine.find((m) => m.menuId === 'dream_it_s_2')!;
    expect(names).toMatchObject({ type: 'permission', name: 'Dream-ITS 题目说明', nameEn: 'Dream-ITS question descriptions' });
    const teacher = await loginAs(api.app, 'teacher');
    const taught = held((await call(api.app, '/api/system/menu/infoTree', { token: teacher.token })).body.data.menuList);
    expect(taught).not.toContain('dream_it_s_2');
    expect(taught).not.toContain('dream_report_params');
  });

  it('a scored test’s info carries its report parameters for a holder, and none once the grant is gone', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const [scored] = await api.db.orm
      .select({ id: tests.id, scores: tests.scores })
      .from(tests)
      .where(and(eq(tests.institutionId, doctor.institutionId), eq(tests.toolsType, 'Dream-IT'), eq(tests.status, 'Close'), isNotNull(tests.scores)))
      .limit(1);
    expect(scored, 'a scored Dream-IT demo test').toBeDefined();
    const info = () => call(api.app, '/api/base/dreamit/v2/info', { token: doctor.token, query: { _id: scored!.id } });

    const shown = (await info()).body.data.report_params;
    const params = reportParams.parse(shown);
    const stored = scored!.scores as { age_months: number; norms_version: string; composites: Array<{ key: string; standard_score: number | null; percentile: string | null }> };
    expect(params.age_months).toBe(stored.age_months);
    expect(params.norms_version).toBe(stored.norms_version);
    expect(params.composites.map((c) => [c.key, c.standard_score, c.percentile])).toEqual(stored.composites.map((c) => [c.key, c.standard_score, c.percentile]));
    expect(params.composites.some((c) => c.standard_score !== null)).toBe(true);

    // An unscored test has none.
    const [open] = await api.db.orm.select({ id: tests.id }).from(tests).where(and(eq(tests.institutionId, doctor.institutionId), eq(tests.toolsType, 'Dream-IT'), eq(tests.status, 'Active'))).limit(1);
    expect((await call(api.app, '/api/base/dreamit/v2/info', { token: doctor.token, query: { _id: open!.id } })).body.data.report_params).toBeNull();

    await api.db.orm.delete(roleMenus).where(and(eq(roleMenus.institutionId, doctor.institutionId), eq(roleMenus.roleId, doctor.roleId), inArray(roleMenus.menuId, [PERMISSION_MENUS.reportParams])));
    const without = await info();
    expect(without.status).toBe(200);
    expect(without.body.data.report_params).toBeNull();
  });
});
