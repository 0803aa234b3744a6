import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { columnDefinitionResult, type ColumnNode } from '@portal/shared';
import { columnDefinitions } from './schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';

const api = useApi({ env: { DEFINITION_EDITING: '1' } });
const INFO = '/api/system/colums/netInfo';
const UPDATE = '/api/system/colums/update';

const rows = () => api.db.orm.select().from(columnDefinitions).orderBy(asc(columnDefinitions.columnsName));
const HEX32 = /^[0-9a-f]{32}$/;

describe('GET /api/system/colums/netInfo', () => {
  it('returns the seeded children columns as a tree with ids, levels and parent links', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    const res = await call(api.app, INFO, { token: teacher.token, query: { columns_name: 'children_columns', _: '99' } });
    expect(res.status).toBe(200);
    const def = columnDefinitionResult.parse(res.body.data);
    expect(def).toMatchObject({ columns_name: 'children_columns', rowKey: '_id', schema_version: 1 });
    expect(def.columns.map((c) => c.key)).toEqual(['name', 'gender', 'birthday', 'age', 'children_code', 'phone', 'createdTime', 'operations']);
    const byKey = new Map(def.columns.map((c) => [c.key, c]));
    expect(byKey.get('gender')).toMatchObject({ renderName: 'lov', lovName: 'gender', level: 1, parent_row_id: null, parent_columns_name: 'children_columns' });
    expect(byKey.get('age')).toMatchObject({ renderName: 'age', dataIndex: 'birthday' });
    const phone = byKey.get('phone')!;
    expect(phone.dataIndex).toBeUndefined();
    expect(phone.children!.map((c) => [c.key, c.level, c.parent_row_id])).toEqual([
      ['phone_number', 2, phone._id],
      ['parent_phone', 2, phone._id],
    ]);
    for (const c of [...def.columns, ...phone.children!]) expect(c._id).toMatch(HEX32);
  });

  it('answers 404 for an unknown name and 422 for a stored document of an unknown version', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    expect((await call(api.app, INFO, { token: teacher.token, query: { columns_name: 'nope' } })).body).toEqual({ code: 607, success: false, data: null, message: '定义不存在：nope' });
    await api.db.pool.query(`insert into column_definitions (columns_name, schema_version, document) values ('v0_columns', 0, '{}')`);
    const res = await call(api.app, INFO, { token: teacher.token, query: { columns_name: 'v0_columns' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('定义 v0_columns 的格式版本 0 不受支持（支持的版本：1）');
    expect((await call(api.app, INFO, { token: teacher.token })).body.message).toBe('输入有误：columns_name（必填）');
  });
});

describe('PUT /api/system/colums/update', () => {
  it('saves a tree: new columns get 32-hex ids, levels and parent links; reading back gives the saved tree', async () => {
    const admin = await loginAs(api.app, 'admin');
    const keptId = 'ab'.repeat(16);
    const body = {
      columns_name: 'report_columns',
      rowKey: '_id',
      description: '报告',
      property: { bordered: true },
      columns: [
        { _id: keptId, key: 'title', title: '标题', titleEn: 'Title', dataIndex: 'title', width: 200 },
        { key: 'score', title: '得分', children: [{ key: 'total', title: '总分', dataIndex: ['scores', 'total'], templateString: '{scores.total} 分' }] },
      ],
    };
    const res = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body });
    expect(res.status).toBe(200);
    const saved = columnDefinitionResult.parse(res.body.data);
    const [title, score] = saved.columns as [ColumnNode, ColumnNode];
    expect(title).toMatchObject({ _id: keptId, level: 1, parent_row_id: null, parent_columns_name: 'report_columns' });
    expect(score._id).toMatch(HEX32);
    expect(score.children![0]).toMatchObject({ key: 'total', level: 2, parent_row_id: score._id, dataIndex: ['scores', 'total'] });
    const read = await call(api.app, INFO, { token: admin.token, query: { columns_name: 'report_columns' } });
    expect(read.body.data.columns).toEqual(saved.columns);
    expect((await rows()).find((r) => r.columnsName === 'report_columns')).toMatchObject({ updatedBy: admin._id, schemaVersion: 1 });
  });

  it('refuses what the column editor refuses, naming the column, and stores nothing', async () => {
    const admin = await loginAs(api.app, 'admin');
    const before = await rows();
    const leaf = { key: 'name', title: '姓名', dataIndex: 'name' };
    const cases: Array<[object, number, string, string]> = [
      [{ rowKey: '_id', columns: [leaf] }, 601, '不能为空：columns_name', 'Cannot be empty: columns_name'],
      [{ columns_name: 'c', columns: [leaf] }, 601, '不能为空：rowKey', 'Cannot be empty: rowKey'],
      [{ columns_name: 'c', rowKey: '', columns: [leaf] }, 601, '不能为空：rowKey', 'Cannot be empty: rowKey'],
      [
        { columns_name: 'c', rowKey: '_id', columns: [leaf, { key: 'age', title: '年龄', renderName: 'age' }] },
        604,
        '列（年龄）字段（key,title[,dataIndex]）不能为空',
        'Column (年龄) fields (key,title[,dataIndex]) cannot be empty',
      ],
      [
        { columns_name: 'c', rowKey: '_id', columns: [{ key: 'phone', title: '', dataIndex: 'phone' }] },
        604,
        '列（phone）字段（key,title[,dataIndex]）不能为空',
        'Column (phone) fields (key,title[,dataIndex]) cannot be empty',
      ],
      [
        { columns_name: 'c', rowKey: '_id', columns: [leaf, { key: 'g', title: 'Group', children: [leaf, { dataIndex: 'x' }] }] },
        604,
        '列（2.2）字段（key,title[,dataIndex]）不能为空',
        'Column (2.2) fields (key,title[,dataIndex]) cannot be empty',
      ],
    ];
    for (const [body, code, zh, en] of cases) {
      const res = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ code, success: false, data: null, message: zh });
      await setLocale(api.app, admin.token, 'en');
      expect((await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body })).body.message).toBe(en);
      await setLocale(api.app, admin.token, 'zh');
    }
    // A parent column needs no dataIndex: only its leaves do.
    const parentOnly = { columns_name: 'parent_ok', rowKey: '_id', columns: [{ key: 'g', title: 'Group', children: [leaf] }] };
    expect((await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: parentOnly })).status).toBe(200);
    expect((await rows()).length).toBe(before.length + 1);
  });

  it('refuses duplicate ids, bad ids and over-deep trees with 400 naming the place', async () => {
    const admin = await loginAs(api.app, 'admin');
    await setLocale(api.app, admin.token, 'en');
    const before = await rows();
    const id = 'cd'.repeat(16);
    const leaf = (key: string, extra: object = {}) => ({ key, title: key, dataIndex: key, ...extra });
    let deep: object = leaf('bottom');
    for (let i = 0; i < 4; i++) deep = { key: `l${i}`, title: `l${i}`, children: [deep] };
    const cases: Array<[object, string]> = [
      [{ columns: [leaf('a', { _id: id }), leaf('b', { _id: id })] }, 'Invalid input: columns[1]._id (duplicate)'],
      [{ columns: [leaf('a', { _id: 'not-32-hex' })] }, 'Invalid input: columns[0]._id (wrong format)'],
      [{ columns: [deep] }, 'Invalid input: columns[0].children[0].children[0].children[0].children[0] (nested too deeply)'],
      [{ columns: [leaf('a', { width: 'wide' })] }, 'Invalid input: columns[0].width (wrong format)'],
      [{ columns: [leaf('a', { renderName: 'no spaces allowed' })] }, 'Invalid input: columns[0].renderName (wrong format)'],
    ];
    for (const [extra, message] of cases) {
      const res = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: { columns_name: 'bad_columns', rowKey: '_id', ...extra } });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await rows()).toEqual(before);
    await setLocale(api.app, admin.token, 'zh');
  });

  it('renames through old_columns_name and refuses a clash with another definition', async () => {
    const admin = await loginAs(api.app, 'admin');
    const base = { rowKey: 'id', columns: [{ key: 'a', title: 'A', dataIndex: 'a' }] };
    await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: { columns_name: 'first_columns', ...base } });
    const renamed = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: { columns_name: 'second_columns', old_columns_name: 'first_columns', ...base } });
    expect(renamed.status).toBe(200);
    expect((await rows()).map((r) => r.columnsName)).not.toContain('first_columns');
    const before = await rows();
    const clash = await call(api.app, UPDATE, { method: 'PUT', token: admin.token, body: { id: renamed.body.data._id, columns_name: 'children_columns', ...base } });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('名称已被其他定义使用：children_columns');
    expect(await rows()).toEqual(before);
  });

  it('needs the developer menu and development mode', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
    const body = { columns_name: 'children_columns', rowKey: '_id', columns: [] };
    expect((await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body })).body.code).toBe(403);
    // Production without DEFINITION_EDITING ('' counts as unset): editing is off by default.
    const production = await api.appWith({ NODE_ENV: 'production', DEFINITION_EDITING: '' });
    const admin = await loginAs(production, 'admin');
    expect((await call(production, UPDATE, { method: 'PUT', token: admin.token, body })).body.code).toBe(610);
  });
});
