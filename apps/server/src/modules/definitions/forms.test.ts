import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formDefinitionResult } from '@portal/shared';
import { formDefinitions } from './schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

// Definition editing on for this file; one test builds an app with it off.
const api = useApi({ env: { DEFINITION_EDITING: '1' } });
const INFO = '/api/system/froms/netInfo';
const UPDATE = '/api/system/froms/update';

const rows = () => api.db.orm.select().from(formDefinitions).orderBy(asc(formDefinitions.fromName));

const minimal = (from_name: string, extra: object = {}) => ({
  from_name,
  fromItem: [{ showName: '姓名', showNameEn: 'Name', keyName: 'name', input: { type: 'text' }, rules: [{ type: 'required' }] }],
  ...extra,
});

describe('GET /api/system/froms/netInfo', () => {
  it('returns a seeded definition ready to render: default buttons and full-width rows filled in', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const res = await call(api.app, INFO, { token: teacher.token, query: { from_name: 'children_search', _: '1712345678' } });
    expect(res.status).toBe(200);
    const form = formDefinitionResult.parse(res.body.data);
    expect(form).toMatchObject({ from_name: 'children_search', schema_version: 1, property: { operate_buttons: ['reset', 'submit'] } });
    expect(form.fromItem.map((i) => i.keyName)).toEqual(['name', 'children_code', 'gender', 'birthday']);
    expect(form.fromItem.find((i) => i.keyName === 'gender')!.input).toEqual({ type: 'lov', lovName: 'gender' });
    const childForm = formDefinitionResult.parse((await call(api.app, INFO, { token: teacher.token, query: { from_name: 'children_form' } })).body.data);
    expect(childForm.fromItem[0]).toMatchObject({ keyName: 'basic_title', input: { type: 'title' }, extra: { col: 24 } });
    expect(childForm.fromItem.find((i) => i.keyName === 'birthday')!.rules).toContainEqual(expect.objectContaining({ type: 'age', age: { min_year: 0, max_year: 18 } }));
  });

  it('with format=raw returns the document as stored, for the editor', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const res = await call(api.app, INFO, { token: teacher.token, query: { from_name: 'children_form', format: 'raw' } });
    expect(res.status).toBe(200);
    expect(res.body.data.fromItem[0]).toEqual({ showName: '基本信息', showNameEn: 'Basic information', keyName: 'basic_title', input: { type: 'title' } });
    expect(res.body.data).toMatchObject({ _id: expect.any(String), schema_version: 1, updated_at: expect.any(String) });
  });

  it('answers 404 naming an unknown definition, 400 for a bad format, 306 without a session', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const missing = await call(api.app, INFO, { token: teacher.token, query: { from_name: 'no_such_form' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 607, success: false, data: null, message: '定义不存在：no_such_form' });
    const format = await call(api.app, INFO, { token: teacher.token, query: { from_name: 'children_form', format: 'xml' }, lang: 'en' });
    expect(format.body.message).toBe('输入有误：format（只能是 "render"、"raw"）');
    expect((await call(api.app, INFO, { query: { from_name: 'children_form' } })).body.code).toBe(306);
  });

  it('reports a stored document of an unknown schema version, or one that fails its schema, by name (422), never 500', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    await setLocale(api.app, teacher.token, 'en');
    await api.db.pool.query(`insert into form_definitions (from_name, schema_version, document) values ('future_form', 7, '{"fromItem": []}'), ('broken_form', 1, '{"fromItem": [{"keyName": "a", "input": {"type": "warpDrive"}}]}')`);
    const future = await call(api.app, INFO, { token: teacher.token, query: { from_name: 'future_form' } });
    expect(future.status).toBe(422);
    expect(future.body).toEqual({ code: 608, success: false, data: null, message: 'Definition future_form has schema version 7, which this server cannot read (supported: 1)' });
    const broken = await call(api.app, INFO, { token: teacher.token, query: { from_name: 'broken_form', format: 'raw' } });
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe('Definition broken_form is invalid and cannot be loaded: fromItem[0].input.type');
    await setLocale(api.app, teacher.token, 'zh');
    expect((await call(api.app, INFO, { token: teacher.token, query: { from_name: 'future_form' } })).body.message).toBe('定义 future_form 的格式版本 7 不受支持（支持的版本：1）');
    await api.db.pool.query(`delete from form_definitions where from_name in ('future_form', 'broken_form')`);
  });
});

describe('PUT /api/system/froms/update', () => {
  it('creates a definition by name, then updates it by id; reading it back gives what was saved', async () => {
    const admin = await loginAs(api.app, 'admin');
    const created = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: minimal('intake_form', { description: '初诊', property: { labelCol: 4 } }) });
    expect(created.status).toBe(200);
    const saved = formDefinitionResult.parse(created.body.data);
    expect(saved).toMatchObject({ from_name: 'intake_form', description: '初诊', schema_version: 1 });
    const [row] = (await rows()).filter((r) => r.fromName === 'intake_form');
    expect(row).toMatchObject({ id: saved._id, schemaVersion: 1, updatedBy: admin._id });
    expect(row!.document).not.toHaveProperty('from_name'); // the name lives in its own column

    const fromItem = [...minimal('x').fromItem, { showName: '性别', keyName: 'gender', input: { type: 'radio', lovName: 'gender' }, relyExistKey: 'name', rely: { key: 'name', op: 'notEmpty' } }];
    const updated = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: { id: saved._id, from_name: 'intake_form', fromItem } });
    expect(updated.status).toBe(200);
    const read = await call(api.app, INFO, { token: admin.token, query: { from_name: 'intake_form', format: 'raw' } });
    expect(read.body.data.fromItem).toEqual(fromItem);
    expect(read.body.data).not.toHaveProperty('description'); // a save replaces the whole definition
  });

  it('renames through old_from_name, and refuses a rename onto another definition’s name', async () => {
    const admin = await loginAs(api.app, 'admin');
    await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: minimal('old_name_form') });
    const renamed = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: minimal('new_name_form', { old_from_name: 'old_name_form' }) });
    expect(renamed.status).toBe(200);
    const names = (await rows()).map((r) => r.fromName);
    expect(names).toContain('new_name_form');
    expect(names).not.toContain('old_name_form');

    const before = await rows();
    const clash = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: minimal('children_form', { old_from_name: 'new_name_form' }), lang: 'en' });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ code: 606, success: false, data: null, message: '名称已被其他定义使用：children_form' });
    const byId = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: minimal('children_search', { id: renamed.body.data._id }) });
    expect(byId.body.code).toBe(606);
    const unknown = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: minimal('x_form', { id: '00000000-0000-4000-8000-000000000000' }) });
    expect(unknown.status).toBe(404);
    expect((await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: minimal('x_form', { old_from_name: 'ghost_form' }) })).body.message).toBe('定义不存在：ghost_form');
    expect(await rows()).toEqual(before);
  });

  it('refuses what the form builder refuses, with the spec’s messages, and stores nothing', async () => {
    const admin = await loginAs(api.app, 'admin');
    const before = await rows();
    const cases: Array<[object, number, string, string]> = [
      [{ fromItem: [] }, 601, '不能为空：from_name', 'Cannot be empty: from_name'],
      [{ from_name: '  ', fromItem: [] }, 601, '不能为空：from_name', 'Cannot be empty: from_name'],
      [{ from_name: 'f', fromItem: [{ showName: 'x', input: { type: 'text' } }] }, 602, '字段内容不能为空', 'Field content cannot be empty'],
      [{ from_name: 'f', fromItem: [{ keyName: 'a', input: { type: 'text' } }, { keyName: 'b' }] }, 602, '字段内容不能为空', 'Field content cannot be empty'],
      [{ from_name: 'f', fromItem: [{ keyName: 'a', input: { type: 'warpDrive' } }] }, 603, '输入类型未设置或为空', 'Input type not set or empty'],
      [{ from_name: 'f', fromItem: [{ keyName: 'a', input: { lovName: 'gender' } }] }, 603, '输入类型未设置或为空', 'Input type not set or empty'],
      [{ from_name: 'f', fromItem: [{ keyName: 'a', input: { type: '' } }] }, 603, '输入类型未设置或为空', 'Input type not set or empty'],
    ];
    for (const [body, code, zh, en] of cases) {
      const res = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ code, success: false, data: null, message: zh });
      await setLocale(api.app, admin.token, 'en');
      expect((await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body })).body.message).toBe(en);
      await setLocale(api.app, admin.token, 'zh');
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses definitions that break the stored schema with 400 naming the fields, storing nothing', async () => {
    const admin = await loginAs(api.app, 'admin');
    await setLocale(api.app, admin.token, 'en');
    const before = await rows();
    const item = { keyName: 'a', input: { type: 'text' } };
    const cases: Array<[object, string]> = [
      [{ from_name: 'bad name!', fromItem: [item] }, 'Invalid input: from_name (wrong format)'],
      [{ from_name: 'f', fromItem: [item, item] }, 'Invalid input: fromItem[1].keyName (duplicate)'],
      [{ from_name: 'f', fromItem: [{ ...item, extra: { col: 30 } }] }, 'Invalid input: fromItem[0].extra.col (must be at most 24)'],
      [{ from_name: 'f', fromItem: [{ ...item, relyHide: { key: 'b', op: 'sortOf' } }] }, 'Invalid input: fromItem[0].relyHide (invalid)'],
      [{ from_name: 'f', fromItem: [{ ...item, rules: [{ type: 'age', age: { max_age: -1 } }] }] }, 'Invalid input: fromItem[0].rules[0].age.max_age (must be at least 0)'],
      [{ from_name: 'f', fromItem: [{ ...item, surprise: 1 }] }, 'Invalid input: fromItem[0].surprise (unknown field)'],
      [{ from_name: 'f', property: { operate_buttons: ['launch'] }, fromItem: [item] }, 'Invalid input: property.operate_buttons[0] (must be one of "close", "submit", "reset")'],
    ];
    for (const [body, message] of cases) {
      const res = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await rows()).toEqual(before);
    await setLocale(api.app, admin.token, 'zh');
  });

  it('needs the developer menu: others get 403 before their body is even looked at', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Institution administrator'));
    const before = await rows();
    for (const body of [minimal('children_form'), { nonsense: true }]) {
      const res = await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, success: false, data: null, message: '当前身份无相关权限' });
    }
    expect(await rows()).toEqual(before);
    expect((await call(api.app, UPDATE, { method: 'PUT', body: minimal('a') })).body.code).toBe(306);
  });

  it('needs development mode: with DEFINITION_EDITING off even a developer is refused', async () => {
    const production = await api.appWith({ DEFINITION_EDITING: '0' });
    const admin = await loginAs(production, 'admin');
    const before = await rows();
    const res = await call(production, UPDATE, { method: 'PUT', token: admin.token, body: minimal('children_form') });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 610, success: false, data: null, message: '当前服务器未开启定义编辑（仅开发模式可用）' });
    expect(await rows()).toEqual(before);
    // Reading is unaffected.
    expect((await call(production, INFO, { token: admin.token, query: { from_name: 'children_form' } })).status).toBe(200);
  });
});
