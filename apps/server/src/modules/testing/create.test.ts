/**
 * POST /api/base/tests/create and the portal's calls around a test: comments, detail, the child's
 * extra information, the tool's status.
 */
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestResult, insToolsStatus, testView, type UserInfo } from '@portal/shared';
import { children } from '../children/schema';
import { tests } from './schema';
import { institutionTools } from '../tools/schema';
import { call, identityOf, loginAs, setLocale, useApi } from '../../../test/harness';
import { childIdOf, newTest, testRow } from './test-support';

const api = useApi();
let doctor: UserInfo;
let teacher: UserInfo;
let A: string;
let B: string;

beforeAll(async () => {
  [doctor, teacher] = [await loginAs(api.app, 'doctor'), await loginAs(api.app, 'teacher')];
  A = doctor.institutionId;
  B = identityOf(doctor, 'Clinician', 'other').institutionId;
});

const create = (body: object, token = doctor.token) => call(api.app, '/api/base/tests/create', { token, body });
const setTool = (tool: string, values: Partial<typeof institutionTools.$inferInsert>) =>
  api.db.orm.update(institutionTools).set(values).where(and(eq(institutionTools.institutionId, A), eq(institutionTools.toolsType, tool)));

describe('creating a test', () => {
  it('makes an Active test of an existing child with the bank’s libraries and a T<day><n> code', async () => {
    const childId = await childIdOf(api.db, A, 'XY0001');
    const res = await create({ tools_type: 'Dream-IT', children_id: childId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = createTestResult.parse(res.body.data);
    expect(data).toMatchObject({ status: 'Active', tools_type: 'Dream-IT', children_id: childId });
    expect(data.test_code).toMatch(/^T\d{8}\d{4}$/);
    const row = await testRow(api.db, data._id);
    expect([row.institutionId, row.bankVersion, row.createdBy]).toEqual([A, 'demo-1', doctor._id]);
    expect(Object.keys(row.libraryAdditional as object)).toContain('question');
    expect(Object.keys((row.libraryParents as { question: object }).question)).toEqual(['itp1', 'itp2']);
    const next = createTestResult.parse((await create({ tools_type: 'Dream-IT', children_id: childId })).body.data);
    expect(Number(next.test_code.slice(-4))).toBe(Number(data.test_code.slice(-4)) + 1);
  });

  it('makes a new child in the same transaction', async () => {
    const res = await create({ tools_type: 'Dream-ITS', children: { name: '新来的', gender: 'female', birthday: '2024-03-01', parent_phone: '13900001111' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [child] = await api.db.orm.select().from(children).where(and(eq(children.institutionId, A), eq(children.id, res.body.data.children_id)));
    expect(child).toMatchObject({ name: '新来的', gender: 'female', birthday: '2024-03-01', parentPhone: '13900001111' });
  });

  it('makes a SWAM-S test for a child of 24–131 months and refuses any other age (882), creating nothing', async () => {
    const month = (back: number) => {
      const d = new Date();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() - back);
      return d.toISOString().slice(0, 10);
    };
    const made = await create({ tools_type: 'SWAM-S', children: { name: '语音', gender: 'male', birthday: month(60) } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await testRow(api.db, made.body.data._id)).toolsType).toBe('SWAM-S');
    const before = (await api.db.orm.select({ id: tests.id }).from(tests).where(eq(tests.institutionId, A))).length;
    const young = await childIdOf(api.db, A, 'XY0009');
    const zh = await create({ tools_type: 'SWAM-S', children_id: young });
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ code: 882, message: '儿童年龄不在本工具 24–131 个月的适用范围内' });
    await setLocale(api.app, doctor.token, 'en');
    try {
      for (const birthday of [month(12), month(140)]) {
        const res = await create({ tools_type: 'SWAM-S', children: { name: '年龄外', gender: 'female', birthday } });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 882, message: 'The child’s age is outside this tool’s range of 24–131 months' });
      }
    } finally {
      await setLocale(api.app, doctor.token, 'zh');
    }
    expect((await api.db.orm.select({ id: tests.id }).from(tests).where(eq(tests.institutionId, A))).length).toBe(before);
  });

  it('numbers new children without a code D<day><n>, so the day’s new children never clash', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await create({ tools_type: 'Dream-IT', children: { name: `新来的${i}`, gender: 'male', birthday: '2024-03-01' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [child] = await api.db.orm.select({ code: children.childrenCode }).from(children).where(eq(children.id, res.body.data.children_id));
      codes.push(child!.code!);
    }
    expect(codes[0]).toMatch(/^D\d{8}\d{4,}$/);
    const numbers = codes.map((c) => Number(c.slice(9)));
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it('refuses another institution’s child or an unknown one (715), and a role without the menu (403)', async () => {
    const foreign = await childIdOf(api.db, B, 'CX0002');
    for (const children_id of [foreign, '00000000-0000-0000-0000-000000000000', 'nope']) {
      const res = await create({ tools_type: 'Dream-IT', children_id });
      expect([res.status, res.body.code, res.body.message]).toEqual([404, 715, '儿童不存在']);
    }
    expect((await create({ tools_type: 'Dream-IT', children_id: foreign }, teacher.token)).body.code).toBe(403);
  });

  it('refuses a tool not in effect (714) and a Limited tool without tests left (684), creating nothing', async () => {
    const childId = await childIdOf(api.db, A, 'XY0002');
    const count = async () => (await api.db.orm.select({ id: tests.id }).from(tests).where(eq(tests.institutionId, A))).length;
    const before = await count();
    await setTool('Dream-C-2.0', { failureDate: '2020-01-01' });
    try {
      const res = await create({ tools_type: 'Dream-C-2.0', children_id: childId });
      expect([res.status, res.body.code]).toEqual([403, 714]);
    } finally {
      await setTool('Dream-C-2.0', { failureDate: null });
    }
    await setTool('Dream-C-2.0', { toolsSaleType: 'Limited', testCount: 0 });
    try {
      const res = await create({ tools_type: 'Dream-C-2.0', children_id: childId });
      expect(res.body.code).toBe(684);
      const status = await call(api.app, '/api/base/insTools/status', { token: doctor.token, query: { tools_type: 'Dream-C-2.0' } });
      expect(insToolsStatus.parse(status.body.data)).toMatchObject({ effective: false, tools_sale_type: 'Limited', remaining_tests: 0 });
    } finally {
      await setTool('Dream-C-2.0', { toolsSaleType: 'NoLimit', testCount: 0 });
    }
    expect(await count()).toBe(before);
    const tools = await create({ tools_type: 'SPPA', children_id: childId });
    expect(tools.status).toBe(400);
  });
});

describe('the portal’s calls around a test', () => {
  it('tests/detail answers the test view; comments are saved up to 1000 characters', async () => {
    const id = await newTest(api.app, doctor.token, 'Dream-IT', await childIdOf(api.db, A, 'XY0003'));
    const detail = await call(api.app, '/api/base/tests/detail', { token: doctor.token, query: { _id: id } });
    expect(testView.parse(detail.body.data)).toMatchObject({ _id: id, test_type: 'v2', from_children: { children_code: 'XY0003' } });
    const saved = await call(api.app, '/api/base/tests/comments', { method: 'PUT', token: doctor.token, body: { _id: id, comments: '配合良好' } });
    expect(saved.body.data).toEqual({ _id: id, comments: '配合良好' });
    expect((await testRow(api.db, id)).comments).toBe('配合良好');
    const tooLong = await call(api.app, '/api/base/tests/comments', { method: 'PUT', token: doctor.token, body: { _id: id, comments: 'x'.repeat(1001) } });
    expect(tooLong.status).toBe(400);
    const [foreign] = await api.db.orm.select({ id: tests.id }).from(tests).where(eq(tests.institutionId, B));
    const other = await call(api.app, '/api/base/tests/comments', { method: 'PUT', token: doctor.token, body: { _id: foreign!.id, comments: 'x' } });
    expect(other.status).toBe(404);
  });

  it('children/extra keeps a child’s extra information per institution', async () => {
    const childId = await childIdOf(api.db, A, 'XY0005');
    const update = (body: object) => call(api.app, '/api/base/children/extra/update', { token: doctor.token, body: { children_id: childId, ...body } });
    expect((await update({ school: 'sunshine', siblings: 1 })).body.data).toEqual({ children_id: childId, school: 'sunshine', siblings: 1 });
    expect((await update({ siblings: null, note: 'ok' })).body.data).toEqual({ children_id: childId, school: 'sunshine', note: 'ok' });
    const info = await call(api.app, '/api/base/children/extra/info', { token: doctor.token, query: { children_id: childId } });
    expect(info.body.data).toEqual({ children_id: childId, school: 'sunshine', note: 'ok' });
    const foreign = await call(api.app, '/api/base/children/extra/info', { token: doctor.token, query: { children_id: await childIdOf(api.db, B, 'CX0002') } });
    expect(foreign.body.code).toBe(715);
  });

  it('insTools/status says whether the tool is in effect and how many tests are in progress', async () => {
    const res = await call(api.app, '/api/base/insTools/status', { token: doctor.token, query: { tools_type: 'Dream-IT', loginUser: 'doctor' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = insToolsStatus.parse(res.body.data);
    // The demo sells Dream-IT as Limited: the allowance left is test_count − old_test_count − tests made.
    expect(data).toMatchObject({ tools_type: 'Dream-IT', effective: true, tools_sale_type: 'Limited', simultaneous_test_limit: 0 });
    const [tool] = await api.db.orm.select().from(institutionTools).where(and(eq(institutionTools.institutionId, A), eq(institutionTools.toolsType, 'Dream-IT')));
    // Invalidated (Failure) tests give their place back.
    const made = (await api.db.orm.select({ id: tests.id }).from(tests).where(and(eq(tests.institutionId, A), eq(tests.toolsType, 'Dream-IT'), ne(tests.status, 'Failure')))).length;
    expect(data.remaining_tests).toBe(tool!.testCount - tool!.oldTestCount - made);
    const none = await call(api.app, '/api/base/insTools/status', { token: doctor.token, query: { tools_type: 'SPPA' } });
    expect(none.body.data.effective).toBe(false);
  });
});
