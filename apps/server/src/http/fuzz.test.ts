/**
 * Garbage in, never a 5xx out: every route gets a batch of malformed bodies and queries, with
 * and without a valid session, and must answer a 4xx (or 2xx) envelope each time.
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REPORT_PATHS } from '@portal/shared';
import { loginAs, sha256Hex, useApi } from '../../test/harness';

// Definition editing on, so the definition writes reach their validation instead of a 403.
const api = useApi({ env: { DEFINITION_EDITING: '1' } });

const ROUTES: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; fields: string[] }> = [
  { method: 'POST', url: '/api/base/user/login', fields: ['username', 'password', 'relogin'] },
  { method: 'POST', url: '/api/base/user/realodToken', fields: [] },
  { method: 'PUT', url: '/api/base/user/edit', fields: ['locale_type', 'institutionId', 'roleId'] },
  { method: 'GET', url: '/api/base/user/info', fields: ['_id'] },
  { method: 'POST', url: '/api/base/user/change/pwd', fields: ['old_password', 'new_password', 'confirm_password'] },
  { method: 'GET', url: '/api/system/menu/infoTree', fields: [] },
  { method: 'GET', url: '/api/system/menu/info', fields: ['menuId'] },
  { method: 'POST', url: '/api/system/menu/edit', fields: ['menuId', 'name', 'nameEn', 'icon', 'url', 'sort', 'operate'] },
  { method: 'GET', url: '/api/base/insTools/user/list', fields: [] },
  { method: 'GET', url: '/api/system/froms/netInfo', fields: ['from_name', 'format'] },
  { method: 'PUT', url: '/api/system/froms/update', fields: ['id', 'from_name', 'old_from_name', 'description', 'property', 'fromItem'] },
  { method: 'GET', url: '/api/system/colums/netInfo', fields: ['columns_name'] },
  { method: 'PUT', url: '/api/system/colums/update', fields: ['id', 'columns_name', 'old_columns_name', 'columns', 'description', 'rowKey', 'property'] },
  { method: 'POST', url: '/api/system/lov/multiple', fields: ['lovNames'] },
  { method: 'GET', url: '/api/system/lov/netInfo', fields: ['lovName'] },
  { method: 'POST', url: '/api/system/lov/selfcreate', fields: ['lovName', 'content', 'contentEn', 'value', 'description'] },
  { method: 'GET', url: '/api/base/children/list', fields: ['current', 'pageSize', 'name', 'children_code', 'gender', 'birthday_from', 'birthday_to', 'phone'] },
  { method: 'GET', url: '/api/base/children/info', fields: ['_id'] },
  { method: 'POST', url: '/api/base/children/add', fields: ['name', 'gender', 'birthday', 'children_code', 'phone_number', 'parent_phone', 'mrn_code', 'other_contact_details'] },
  { method: 'PUT', url: '/api/base/children/update', fields: ['_id', 'name', 'gender', 'birthday', 'children_code', 'phone_number', 'parent_phone'] },
  { method: 'DELETE', url: '/api/base/children/delete', fields: ['_id', 'ids'] },
  { method: 'GET', url: '/dataset/isAuth', fields: ['action', 'id'] },
  { method: 'GET', url: '/api/base/institution/list', fields: ['current', 'pageSize', 'name'] },
  { method: 'GET', url: '/api/base/institution/info', fields: ['_id'] },
  { method: 'POST', url: '/api/base/institution/add', fields: ['name', 'name_en', 'parent_id'] },
  { method: 'PUT', url: '/api/base/institution/update', fields: ['_id', 'name', 'name_en'] },
  { method: 'DELETE', url: '/api/base/institution/delete', fields: ['_id'] },
  { method: 'GET', url: '/api/base/institution/tools/list', fields: ['institution_id', 'current', 'pageSize'] },
  { method: 'GET', url: '/api/base/institution/tools/info', fields: ['_id', 'institution_id'] },
  { method: 'POST', url: '/api/base/institution/tools/add', fields: ['institution_id', 'tools_type', 'name', 'name_en', 'tools_sale_type', 'test_count', 'failure_date'] },
  { method: 'PUT', url: '/api/base/institution/tools/update', fields: ['_id', 'institution_id', 'tools_sale_type', 'test_count', 'old_test_count', 'effective_date', 'failure_date', 'model_version'] },
  { method: 'GET', url: '/api/base/institution/authorization/list', fields: ['institution_id', 'tool_id'] },
  { method: 'GET', url: '/api/base/institution/authorization/info', fields: ['_id', 'institution_id', 'tool_id'] },
  { method: 'POST', url: '/api/base/institution/authorization/add', fields: ['institution_id', 'tool_id', 'activate', 'validity_date', 'report_count', 'use_report_count'] },
  { method: 'PUT', url: '/api/base/institution/authorization/update', fields: ['_id', 'institution_id', 'activate', 'report_count', 'use_report_count'] },
  { method: 'GET', url: '/api/base/users/list', fields: ['current', 'pageSize', 'username', 'nickname'] },
  { method: 'GET', url: '/api/base/users/info', fields: ['_id'] },
  { method: 'POST', url: '/api/base/users/add', fields: ['username', 'nickname', 'password', 'role_id', 'locale_type'] },
  { method: 'PUT', url: '/api/base/users/update', fields: ['_id', 'username', 'nickname', 'password', 'role_id', 'disabled'] },
  { method: 'DELETE', url: '/api/base/users/delete', fields: ['_id'] },
  { method: 'GET', url: '/api/base/role/list', fields: ['current', 'pageSize', 'name'] },
  { method: 'GET', url: '/api/base/role/options', fields: [] },
  { method: 'GET', url: '/api/base/role/info', fields: ['_id'] },
  { method: 'POST', url: '/api/base/role/add', fields: ['code', 'name', 'name_en'] },
  { method: 'PUT', url: '/api/base/role/update', fields: ['_id', 'code', 'name', 'name_en'] },
  { method: 'DELETE', url: '/api/base/role/delete', fields: ['_id'] },
  { method: 'GET', url: '/api/system/file/info', fields: ['fileId', 'testId', 'toolsType', 'once'] },
  { method: 'GET', url: '/api/system/file/list', fields: ['from_id'] },
  { method: 'PUT', url: '/api/system/file/update', fields: ['_id', 'remark'] },
  { method: 'GET', url: '/api/system/file/download/00000000-0000-4000-8000-000000000000', fields: [] },
  { method: 'GET', url: '/resource/file/not-a-uuid', fields: [] },
  { method: 'GET', url: '/resource/once/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', fields: [] },
  { method: 'POST', url: '/api/language/video_transcode_status', fields: ['origin_path', 'retry'] },
  { method: 'GET', url: '/api/base/tests/list', fields: ['current', 'pageSize', 'name', 'test_code', 'tools_type', 'status'] },
  ...[...new Set(Object.values(REPORT_PATHS))].map((url) => ({ method: 'GET' as const, url, fields: ['_id', 'report_version', 'reload'] })),
  { method: 'POST', url: '/api/base/tests/create', fields: ['tools_type', 'children_id', 'children'] },
  { method: 'GET', url: '/api/base/dreamits/info', fields: ['_id'] },
  { method: 'POST', url: '/api/base/dreamits/sync', fields: ['test_id', 'answer', 'change_question_key', 'is_end', 'device_id', 'seq'] },
  { method: 'POST', url: '/api/base/dreamits/reload/report', fields: ['test_id', 'is_reload', 'report_version'] },
  { method: 'GET', url: '/api/base/dreamit/v2/info', fields: ['_id'] },
  { method: 'POST', url: '/api/base/dreamit/v2/begin/test', fields: ['test_id'] },
  { method: 'POST', url: '/api/base/dreamit/v2/sync', fields: ['test_id', 'answer', 'change_question_key', 'is_end', 'device_id', 'seq'] },
  { method: 'GET', url: '/api/base/dreamit/v2/temporary', fields: ['_id', 'refresh'] },
  { method: 'GET', url: '/api/base/temporary/verification', fields: ['tem_token'] },
  { method: 'GET', url: '/api/base/dreamit/v2/temporary/info', fields: ['_id'] },
  { method: 'GET', url: '/api/base/dreamit/v2/parents/info', fields: ['_id'] },
  { method: 'POST', url: '/api/base/dreamit/v2/info/temporary/additional', fields: ['_id', 'from_name', 'relation'] },
  { method: 'POST', url: '/api/base/dreamit/v2/temporary/sync', fields: ['test_id', 'answer', 'change_question_key', 'is_end', 'is_parents', 'device_id', 'seq'] },
  { method: 'POST', url: '/api/base/temporary/failure', fields: ['tem_token', 'class_type'] },
  { method: 'PUT', url: '/api/base/tests/comments', fields: ['_id', 'comments'] },
  { method: 'GET', url: '/api/base/tests/detail', fields: ['_id'] },
  { method: 'GET', url: '/api/base/tests/events', fields: ['_id'] },
  { method: 'GET', url: '/api/base/children/extra/info', fields: ['children_id'] },
  { method: 'POST', url: '/api/base/children/extra/update', fields: ['children_id', 'school'] },
  { method: 'GET', url: '/api/base/insTools/status', fields: ['tools_type', 'loginUser'] },
  { method: 'GET', url: '/api/language/students/list', fields: ['current', 'pageSize', 'name', 'order_code', 'operation_type'] },
  { method: 'POST', url: '/api/language/students/create', fields: ['children_id', 'course_key', 'course_version', 'activation_time', 'is_demo', 'order_code'] },
  { method: 'GET', url: '/api/language/students/info', fields: ['_id', 'timeline_info'] },
  { method: 'POST', url: '/api/language/students/info', fields: ['_id', 'total_day'] },
  { method: 'POST', url: '/api/language/students/update', fields: ['_id', 'other_remarks', 'lock_list', 'reservation_info', 'island_stay_days'] },
  { method: 'POST', url: '/api/language/students/time/update', fields: ['students_id', 'time_node_id', 'start_time', 'duration_time'] },
  { method: 'POST', url: '/api/language/students/node/update', fields: ['students_id', 'time_node_id', 'activity_operations_id'] },
  { method: 'POST', url: '/api/language/students/skip/feedback', fields: ['activity_id', 'from_id', 'isPortalSkip'] },
  { method: 'GET', url: '/api/language/students/island_configurations/not-a-uuid', fields: [] },
  { method: 'POST', url: '/api/language/students/link', fields: ['students_id', 'refresh'] },
  { method: 'GET', url: '/api/language/video_appointments', fields: ['students_id', 'status', 'current', 'pageSize'] },
  { method: 'PUT', url: '/api/language/video_appointments/not-a-uuid', fields: ['status'] },
  { method: 'GET', url: '/api/language/specialist_inquires', fields: ['specialist', 'include_past'] },
  { method: 'PUT', url: '/api/language/switch_inquiry_disable', fields: ['specialist', 'appointment_id', 'appointment_date', 'blocked'] },
  { method: 'POST', url: '/api/language/specialist_inquires/add', fields: ['specialist', 'date_times'] },
  { method: 'GET', url: '/api/language/specialists', fields: [] },
  // The parent's calls answer 306 without a link token; parent.test.ts sends garbage with a valid one.
  { method: 'GET', url: '/api/language/parent/today', fields: [] },
  { method: 'GET', url: '/api/language/parent/activity', fields: ['activity_id'] },
  { method: 'POST', url: '/api/language/parent/feedback', fields: ['activity_id', 'submission_id', 'learning_minutes', 'content', 'files', 'answers'] },
  { method: 'POST', url: '/api/language/parent/upload', fields: ['file'] },
  { method: 'GET', url: '/api/language/parent/slots', fields: [] },
  { method: 'POST', url: '/api/language/parent/video_appointment', fields: ['request_id', 'appointment_message', 'video_file_id', 'slot_id'] },
  { method: 'GET', url: '/oss/training/..%2F..%2Fpackage.json', fields: [] },
  // Last: it ends the session the other cases use.
  { method: 'POST', url: '/api/base/user/loginOut', fields: [] },
];

const HUGE = 'x'.repeat(200_000);
const VALUES: unknown[] = [
  0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, true, null, '', ' ', HUGE, '💥\u0000\uFFFF', "'; drop table users; --",
  [], [1, 'a', null], {}, { $ne: null }, { __proto__: { polluted: true } }, 'not-a-uuid', '00000000-0000-0000-0000-000000000000',
  sha256Hex('x'), 'Aa@12345678', { steps: [HUGE] }, { menuIds: 'x' }, deep(200),
  // Shapes the definition and children calls look for, slightly wrong.
  'gender', 'children_form', 'male', '2020-02-30', '1900-01-01', '9999-12-31', '%', '𠮷'.repeat(60), 'children.edit',
  [{ keyName: 'a', input: { type: 'text', props: { mode: 1 } }, rules: [{ type: 'age', age: [] }] }],
  [{ key: 'a', title: 'b', children: [{ _id: 'x'.repeat(32) }] }], deepColumns(120), ['gender', 'country', 'city', 'nope'],
  Array.from({ length: 300 }, () => '00000000-0000-4000-8000-000000000000'),
];

function deepColumns(levels: number): unknown {
  let node: unknown = { key: 'leaf', title: 'leaf', dataIndex: 'leaf' };
  for (let i = 0; i < levels; i++) node = { key: `k${i}`, title: `t${i}`, children: [node] };
  return [node];
}

function deep(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

function bodies(fields: string[]): unknown[] {
  const out: unknown[] = [...VALUES, 'plain string', 42];
  for (const field of fields) for (const value of VALUES) out.push({ [field]: value });
  out.push(Object.fromEntries(fields.map((f, i) => [f, VALUES[i % VALUES.length]])));
  return out;
}

function queries(fields: string[]): Array<Record<string, string | string[]>> {
  const out: Array<Record<string, string | string[]>> = [{}, { _: '123' }, { unknown: 'x' }];
  for (const field of fields) {
    for (const value of ['', 'x', HUGE.slice(0, 5000), '%00', '💥', '00000000-0000-0000-0000-000000000000']) out.push({ [field]: value });
    out.push({ [field]: ['a', 'b'] });
  }
  return out;
}

describe('no input produces a 5xx', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url} answers garbage with 4xx envelopes`, async () => {
      const admin = await loginAs(api.app, 'admin');
      for (const token of [undefined, admin.token, 'garbage-token-xxxxxxxxxxxxxxxx']) {
        const cases =
          route.method === 'GET'
            ? queries(route.fields).map((query) => ({ query }))
            : bodies(route.fields).map((body) => ({ body }));
        for (const c of cases) {
          const res = await api.app.inject({
            method: route.method,
            url: route.url,
            headers: { ...(token ? { token } : {}), 'content-type': 'application/json' },
            ...('query' in c ? { query: c.query } : { payload: JSON.stringify(c.body) }),
            remoteAddress: `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          });
          const label = `${route.method} ${route.url} ${JSON.stringify(c).slice(0, 120)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          const body = res.json();
          expect(typeof body.code, label).toBe('number');
          expect(typeof body.success, label).toBe('boolean');
          expect(typeof body.message, label).toBe('string');
        }
      }
    });
  }

  it('odd headers (duplicate tokens, bad content types, bad lengths) still get 4xx envelopes', async () => {
    const admin = await loginAs(api.app, 'admin');
    const variants = [
      { headers: { token: [admin.token, admin.token] } },
      { headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{}' },
      { headers: { 'content-type': 'application/json' }, payload: '\u0000' },
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
      { headers: { 'content-type': 'application/json' }, payload: '"string"' },
      { headers: { 'content-type': '' }, payload: '{}' },
      { headers: { 'accept-language': HUGE.slice(0, 8000) } },
    ];
    for (const v of variants) {
      for (const url of ['/api/base/user/login', '/api/base/user/realodToken']) {
        const res = await api.app.inject({ method: 'POST', url, ...v } as InjectOptions);
        expect(res.statusCode, `${url} ${JSON.stringify(v).slice(0, 100)}`).toBeLessThan(500);
      }
    }
  });
});
