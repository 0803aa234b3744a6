/**
 * Export of configured table pages: the file holds exactly the rows the list answers for the same
 * filter (every page), under the page's column titles in the user's language, with labels and
 * institution-day dates; the list's own refusals come back unchanged.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportColumns, institutionDateTime, type ColumnNode } from '@portal/shared';
import { call, loginAs, setLocale, useApi } from '../../../test/harness';

const api = useApi();
const EXPORT = '/api/system/export';
type Row = Record<string, unknown>;

async function download(token: string, query: Record<string, string>) {
  const res = await api.app.inject({ method: 'GET', url: EXPORT, query, headers: { token } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, text: res.body };
}

async function sheetOf(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const out: string[][] = [];
  // Every cell of every row, empty ones as '' (exceljs leaves them out of row.values).
  sheet.eachRow((row) => out.push(Array.from({ length: sheet.columnCount }, (_, i) => String(row.getCell(i + 1).value ?? ''))));
  return out;
}

/** RFC 4180: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

/** Every row of the list for `filter`, page by page, as the list route answers. */
async function listed(token: string, path: string, filter: Record<string, string>): Promise<Row[]> {
  const out: Row[] = [];
  for (let current = 1; ; current++) {
    const res = await call(api.app, path, { token, query: { ...filter, current: String(current), pageSize: '7' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data as Row[];
    out.push(...rows);
    if (out.length >= (res.body.total as number) || rows.length === 0) return out;
  }
}

async function columnsOf(token: string, name: string): Promise<ColumnNode[]> {
  return (await call(api.app, '/api/system/colums/netInfo', { token, query: { columns_name: name } })).body.data.columns as ColumnNode[];
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

describe('GET /api/system/export', () => {
  it('children: every row of the filtered list (not one page) as xlsx, titles and labels in Chinese, then English', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const rows = await listed(doctor.token, '/api/base/children/list', { gender: 'female' });
    expect(rows.length).toBeGreaterThan(7); // more than one page of the list
    const res = await download(doctor.token, { menuId: 'children', format: 'xlsx', gender: 'female' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="export-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/);
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!);
    expect(name).toMatch(/^儿童管理-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const sheet = await sheetOf(res.bytes);
    expect(sheet[0]).toEqual(['姓名', '性别', '出生日期', '年龄', '儿童编号', '联系电话 / 儿童电话', '联系电话 / 家长电话', '创建时间']);
    expect(sheet.slice(1)).toEqual(
      rows.map((r) => [
        text(r.name),
        '女',
        text(r.birthday),
        expect.stringMatching(/^\d+岁\d+个月\d+天$/),
        text(r.children_code),
        text(r.phone_number),
        text(r.parent_phone),
        institutionDateTime(new Date(String(r.createdTime)), 'Asia/Shanghai'),
      ]),
    );

    await setLocale(api.app, doctor.token, 'en');
    const en = await download(doctor.token, { menuId: 'children', format: 'xlsx', gender: 'female' });
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(en.headers['content-disposition']))![1]!)).toMatch(/^Children-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const enSheet = await sheetOf(en.bytes);
    expect(enSheet[0]).toEqual(['Name', 'Gender', 'Birthday', 'Age', 'Child code', 'Phone / Child', 'Phone / Parent', 'Created']);
    expect(enSheet.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual(rows.map((r) => [text(r.name), 'Female', text(r.children_code)]));
    expect(enSheet[1]![3]).toMatch(/year|month|day/);
  });

  it('children as CSV: BOM, RFC 4180 quoting, formula-like cells neutralised, and another institution never present', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await setLocale(api.app, doctor.token, 'zh');
    const added = await call(api.app, '/api/base/children/add', {
      token: doctor.token,
      body: { name: '=SUM(1,2)"x"', gender: 'male', birthday: '2020-01-02', parent_phone: '13800000000' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const rows = await listed(doctor.token, '/api/base/children/list', {});
    const res = await download(doctor.token, { menuId: 'children', format: 'csv' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.text).toContain(`"'=SUM(1,2)""x"""`);
    const csv = parseCsv(res.text.slice(1));
    expect(csv[0]![0]).toBe('姓名');
    expect(csv.slice(1).map((r) => [r[0], r[4]])).toEqual(rows.map((r) => [text(r.name).startsWith('=') ? `'${text(r.name)}` : text(r.name), text(r.children_code)]));

    // A child of institution B (newstaff's) is in B's export, never in A's.
    const newstaff = await loginAs(api.app, 'newstaff');
    const inB = await call(api.app, '/api/base/children/add', { token: newstaff.token, body: { name: '乙机构独有', gender: 'female', birthday: '2021-03-04' } });
    expect(inB.status, JSON.stringify(inB.body)).toBe(200);
    const bRows = await listed(newstaff.token, '/api/base/children/list', {});
    const bCsv = parseCsv((await download(newstaff.token, { menuId: 'children', format: 'csv' })).text.slice(1));
    expect(bCsv.slice(1).map((r) => [r[0], r[4]])).toEqual(bRows.map((r) => [r.name, r.children_code]));
    expect(bCsv.some((r) => r[0] === '乙机构独有')).toBe(true);
    const again = parseCsv((await download(doctor.token, { menuId: 'children', format: 'csv' })).text.slice(1));
    expect(again.some((r) => r[0] === '乙机构独有')).toBe(false);
  });

  it('children by name, short and long (the name-gram path) and by sort: the same rows as the list, in its order', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    for (const filter of [{ name: '涵' }, { name: 'via 林' }, { name: '子', sort: 'recent' }, { phone: '138' }] as Array<Record<string, string>>) {
      const rows = await listed(doctor.token, '/api/base/children/list', filter);
      expect(rows.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const csv = parseCsv((await download(doctor.token, { menuId: 'children', format: 'csv', ...filter })).text.slice(1));
      expect(csv.slice(1).map((r) => r[4])).toEqual(rows.map((r) => r.children_code));
    }
  });

  for (const [menuId, listPath, columnsName] of [
    ['user_mgmt', '/api/base/users/list', 'user_columns'],
    ['institution_mgmt', '/api/base/institution/list', 'institution_columns'],
  ] as const) {
    it(`${menuId}: a list without a cursor source is paged through its own route; the file equals the list`, async () => {
      const admin = await loginAs(api.app, 'admin');
      for (const locale of ['zh', 'en'] as const) {
        await setLocale(api.app, admin.token, locale);
        const rows = await listed(admin.token, listPath, {});
        expect(rows.length).toBeGreaterThan(0);
        const columns = exportColumns(await columnsOf(admin.token, columnsName), () => true, locale);
        const sheet = await sheetOf((await download(admin.token, { menuId, format: 'xlsx' })).bytes);
        expect(sheet[0]).toEqual(columns.map((c) => c.title));
        expect(sheet).toHaveLength(rows.length + 1);
        // Plain text columns hold the list's value itself, row by row.
        columns.forEach((c, i) => {
          if (c.column.renderName || c.column.templateString || c.column.lovName) return;
          expect(sheet.slice(1).map((r) => r[i] ?? ''), c.key).toEqual(rows.map((r) => text(r[String(c.column.dataIndex)])));
        });
      }
    });
  }

  it('refuses as the list does: a menu the role lacks, a filter the list refuses, an unknown page, a page that is no table', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await setLocale(api.app, doctor.token, 'zh');
    const lacks = await call(api.app, EXPORT, { token: doctor.token, query: { menuId: 'user_mgmt' } });
    expect(lacks).toMatchObject({ status: 403, body: { success: false, message: '当前身份无相关权限' } });
    const badFilter = await call(api.app, EXPORT, { token: doctor.token, query: { menuId: 'children', birthday_from: 'soon' } });
    const listSays = await call(api.app, '/api/base/children/list', { token: doctor.token, query: { birthday_from: 'soon' } });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body).toEqual(listSays.body);
    expect((await call(api.app, EXPORT, { token: doctor.token, query: { menuId: 'no_such_page' } })).status).toBe(403);
    expect(await call(api.app, EXPORT, { token: doctor.token, query: { menuId: 'home' } })).toMatchObject({ status: 404, body: { message: '未找到' } });
    const badFormat = await call(api.app, EXPORT, { token: doctor.token, query: { menuId: 'children', format: 'pdf' } });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toContain('format');
    expect((await call(api.app, EXPORT, { query: { menuId: 'children' } })).status).not.toBe(200);
  });
});
