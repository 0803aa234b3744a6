/**
 * What compass.test.ts leaves out: a v2 case written with inserted fields, its assessment types
 * and its own dynamic-assessment fields, printed and read back with pdftotext; the DELETE form of
 * delete (what TablePage sends); the link dialog's search by test ids; the summary PDF's content
 * in English.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPASS_PATHS as P, compassInfo, type ComplaintInfo, type UserInfo } from '@portal/shared';
import { compassCases } from './schema';
import { call, loginAs, setLocale, useApi } from '../../../test/harness';
import { demoTest, pdfTextOf, reportJobs } from '../reports/test-support';

const api = useApi({ jobs: reportJobs() });

let doctor: UserInfo;
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, body: unknown) => call(api.app, url, { method, token: doctor.token, body });
const get = (url: string, query: Record<string, string>) => call(api.app, url, { token: doctor.token, query });

/** A report of a Close demo test (made through the report call), with its test. */
async function reportOf(child: string, tool: 'Dream-IT' | 'Dream-ITS') {
  const test = await demoTest(api.db, doctor.institutionId, child, tool, 'Close');
  const path = tool === 'Dream-IT' ? '/api/base/dreamit/v2/report' : '/api/base/dreamits/report';
  const res = await get(path, { _id: test.id, report_version: 'v1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { test, fileId: res.body.data._id as string };
}

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  await setLocale(api.app, doctor.token, 'zh');
}, 60_000);

describe('a v2 case printed', () => {
  it('prints each paragraph with its inserted values resolved, the chosen assessment types and the own dynamic-assessment fields', async () => {
    const { test } = await reportOf('XY0014', 'Dream-IT');
    const added = await send('POST', P.add, { children_id: test.childrenId, version: 'v2' });
    const id = added.body.data._id as string;
    const template = compassInfo.parse((await get(P.info, { _id: id })).body.data).complaint_info!;
    const search = await get(P.testSearch, { children_id: test.childrenId });
    const reportId = search.body.data.find((t: { _id: string }) => t._id === test.id).reports[0]._id as string;

    const complaint: ComplaintInfo = {
      ...template,
      // The clinician rewrote one literal part; the inserted fields stay where the template put them.
      expectations_parents: [{ key: 'ep_1', type: 'text', text: '家长最希望的是：' }, ...template.expectations_parents.slice(1)],
      input_map: {
        bg_informant: { key: 'bg_informant', type: 'lov', value: 'father', text: '父亲' },
        bg_caregiver: { key: 'bg_caregiver', type: 'lov', value: 'grandparent', text: '祖父母' },
        bg_language: { key: 'bg_language', type: 'lov', value: 'dialect', text: '方言' },
        ld_words: { key: 'ld_words', type: 'input', value: '约一百五十', text: '约一百五十' },
        ld_length: { key: 'ld_length', type: 'lov', value: 'two_three', text: '两三个词' },
        ep_notes: { key: 'ep_notes', type: 'input', value: '能和小朋友一起玩', text: '能和小朋友一起玩' },
      },
    };
    const written = await send('PUT', P.update, {
      _id: id,
      edit_complaint_info: complaint,
      open_type: { basic_data: true, clinical_observation: false, report: true, dynamic_state: true },
      dynamic_state: {
        values: { eye_contact: '交流中目光接触稳定', turns: 4 },
        form: { from_name: '我的观察', fromItem: [{ keyName: 'eye_contact', showName: '目光接触', input: { type: 'text' } }, { keyName: 'turns', showName: '轮流次数', input: { type: 'number' } }] },
      },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect((await send('PUT', P.update, { _id: id, link_report_ids: [reportId] })).status).toBe(200);
    expect((await send('PUT', P.close, { _id: id })).status).toBe(200);

    const pdf = await send('POST', P.report, { _id: id });
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const text = await pdfTextOf(api.app, doctor.token, pdf.body.data._id);
    expect(text).toContain('背景信息');
    expect(text).toContain('孩子由父亲陪同前来评估，主要照养人为祖父母；家庭主要语言为方言。');
    expect(text).toContain('目前能说约一百五十个词，常用句长两三个词。');
    expect(text).toContain('家长最希望的是：能和小朋友一起玩。');
    // No value given for other_energy_development's field: its blank shows, never its placeholder name.
    expect(text).toContain('大运动、精细运动与社交情况：____。');
    expect(text).not.toContain('描述');
    expect(text).toContain('评估类型基础资料、测评报告、动态评估');
    expect(text).toContain('目光接触交流中目光接触稳定');
    expect(text).toContain('轮流次数4');
    expect(text).toContain(test.testCode);
    expect(text).toContain(test.childName);
  }, 120_000);

  it('leaves out the dynamic assessment when its toggle is off, and prints in English for an English reader', async () => {
    const { test } = await reportOf('XY0009', 'Dream-ITS');
    const id = (await send('POST', P.add, { children_id: test.childrenId, version: 'v2' })).body.data._id as string;
    await send('PUT', P.update, { _id: id, open_type: { basic_data: false, clinical_observation: true, report: false, dynamic_state: false }, dynamic_state: { values: { response: '不应打印' } } });
    await send('PUT', P.close, { _id: id });
    await setLocale(api.app, doctor.token, 'en');
    try {
      const pdf = await send('POST', P.report, { _id: id });
      expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
      const text = await pdfTextOf(api.app, doctor.token, pdf.body.data._id);
      expect(text).toContain('Backgroundinformation');
      expect(text).toContain('AssessmenttypesClinicalobservation');
      expect(text).not.toContain('Dynamicassessment');
      expect(text).not.toContain('不应打印');
    } finally {
      await setLocale(api.app, doctor.token, 'zh');
    }
  }, 120_000);
});

describe('deleting from the cases table', () => {
  it('accepts DELETE with the id in the body, as TablePage sends it, for an Edit case only', async () => {
    const child = (await demoTest(api.db, doctor.institutionId, 'XY0004', 'Dream-IT', 'Close')).childrenId;
    const id = (await send('POST', P.add, { children_id: child, version: 'v1' })).body.data._id as string;
    const res = await send('DELETE', P.remove, { _id: id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ _id: id });
    expect(await api.db.orm.select().from(compassCases).where(eq(compassCases.id, id))).toEqual([]);
    expect((await send('DELETE', P.remove, { _id: id })).status).toBe(404);

    const locked = (await send('POST', P.add, { children_id: child, version: 'v1' })).body.data._id as string;
    await send('PUT', P.close, { _id: locked });
    const refused = await send('DELETE', P.remove, { _id: locked });
    expect([refused.status, refused.body.code]).toEqual([409, 750]);
    expect(await api.db.orm.select().from(compassCases).where(eq(compassCases.id, locked))).toHaveLength(1);
  });
});

describe('the link dialog’s search by test ids', () => {
  it('returns exactly the tests named, each with its reports (date, version, file)', async () => {
    const first = await reportOf('XY0006', 'Dream-ITS');
    const second = await demoTest(api.db, doctor.institutionId, 'XY0006', 'Dream-IT', 'Testing');
    const res = await get(P.testSearch, { test_ids: `${first.test.id},${second.id}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map((res.body.data as { _id: string; reports: { report_version: string; file_id: string; createdTime: string }[] }[]).map((t) => [t._id, t]));
    expect([...byId.keys()].sort()).toEqual([first.test.id, second.id].sort());
    expect(byId.get(first.test.id)!.reports).toHaveLength(1);
    expect(byId.get(first.test.id)!.reports[0]).toMatchObject({ report_version: 'v1', file_id: first.fileId });
    expect(Number.isNaN(Date.parse(byId.get(first.test.id)!.reports[0]!.createdTime))).toBe(false);
    expect(byId.get(second.id)!.reports).toEqual([]);
  }, 60_000);
});

describe('the summary PDF', () => {
  it('prints the child, the institution, the clinician and each scored test’s table, in the reader’s language', async () => {
    const test = await demoTest(api.db, doctor.institutionId, 'XY0013', 'Dream-C-2.0', 'Close');
    await setLocale(api.app, doctor.token, 'en');
    try {
      const live = await get(P.summaryReport, { _id: test.childrenId });
      expect(live.body.data.tests.map((t: { test_code: string }) => t.test_code)).toContain(test.testCode);
      const made = await get(P.summaryReport, { _id: test.childrenId, generate: '1' });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const text = await pdfTextOf(api.app, doctor.token, made.body.data.file._id);
      expect(text).toContain(test.childName);
      expect(text).toContain('王医生');
      // The demo tests are scored against demonstration norms: the summary says so, as their reports do.
      expect(text.replace(/\s+/g, '')).toContain('Demonstrationcontent—notforclinicaluse');
      for (const t of live.body.data.tests as { test_code: string; summary: { name: { en: string }; standard: number }[] }[]) {
        expect(text).toContain(t.test_code);
        expect(text).toContain(t.summary[0]!.name.en.replace(/\s+/g, ''));
        expect(text).toContain(String(t.summary[0]!.standard));
      }
    } finally {
      await setLocale(api.app, doctor.token, 'zh');
    }
  }, 60_000);
});
