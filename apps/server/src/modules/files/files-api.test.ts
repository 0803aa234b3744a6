/**
 * File list, remark, info (with one-time ids), download, resource path and one-time links, on
 * real PostgreSQL; files are made the way the report generator makes them (`storeFile`) and by
 * upload.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_ONCE_PREFIX, FILE_ONCE_TTL_SECONDS, fileInfo, type FileInfo, type UserInfo } from '@portal/shared';
import { fileOnceLinks, files } from './schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';
import { storeFile } from './service';
import { pngBytes, uploadTo } from './test-support';

const api = useApi();

const LIST = '/api/system/file/list';
const UPDATE = '/api/system/file/update';
const INFO = '/api/system/file/info';
const DOWNLOAD = '/api/system/file/download/';
const RESOURCE = '/resource/file/';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = '<!doctype html><meta charset="utf-8"><title>报告</title><p>Report</p><script>parent.document.title = "owned"</script>';

let doctor: UserInfo;
/** The doctor's second institution, where the same owner id must show nothing. */
let otherInstitutionId: string;

beforeAll(async () => {
  doctor = await loginAs(api.app, 'doctor');
  otherInstitutionId = identityOf(doctor, 'Clinician', 'other').institutionId;
});

const report = (fromId: string, extension: 'pdf' | 'html', title: string, institutionId = doctor.institutionId) =>
  storeFile(api.ctx, { institutionId, title, extension, body: extension === 'pdf' ? PDF : Buffer.from(HTML), fromId, createdBy: doctor._id });

async function inOtherInstitution<T>(work: () => Promise<T>): Promise<T> {
  await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
  try {
    return await work();
  } finally {
    await switchIdentity(api.app, doctor.token, { institutionId: doctor.institutionId, roleId: doctor.roleId });
  }
}

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });
const issueOnce = async (fileId: string): Promise<string> => {
  const res = await call(api.app, INFO, { token: doctor.token, query: { fileId, once: '1' } });
  expect(res.status).toBe(200);
  return res.body.data.once_id as string;
};

describe('GET /api/system/file/list', () => {
  it('lists the institution’s files of one owner, newest first, in the file info shape', async () => {
    const owner = 'test-0001';
    const first = await report(owner, 'pdf', '报告 v1.pdf');
    const second = await report(owner, 'html', '报告 v1.html');
    const third = await report(owner, 'pdf', '报告 v2.pdf');
    await report('test-0002', 'pdf', 'someone else.pdf');
    await report(owner, 'pdf', 'other institution.pdf', otherInstitutionId);

    const res = await call(api.app, LIST, { token: doctor.token, query: { from_id: owner } });
    expect(res.status).toBe(200);
    const list = res.body.data.map((f: unknown) => fileInfo.parse(f)) as FileInfo[];
    expect(list.map((f) => f._id)).toEqual([third._id, second._id, first._id]);
    expect(list[0]).toEqual({ ...third, once_id: null });
    expect(list[0]).toMatchObject({ title: '报告 v2.pdf', extension: 'pdf', size: PDF.length, from_id: owner, remark: '', source: 'report', file_path: `/api/system/file/raw/${third._id}` });

    const elsewhere = await inOtherInstitution(() => call(api.app, LIST, { token: doctor.token, query: { from_id: owner } }));
    expect(elsewhere.body.data.map((f: FileInfo) => f.title)).toEqual(['other institution.pdf']);
    expect((await call(api.app, LIST, { token: doctor.token, query: { from_id: 'nobody' } })).body.data).toEqual([]);
  });

  it('needs a token and a from_id (translated 400)', async () => {
    expect((await call(api.app, LIST, { query: { from_id: 'x' } })).status).toBe(401);
    const missing = await call(api.app, LIST, { token: doctor.token });
    expect([missing.status, missing.body.message]).toEqual([400, '输入有误：from_id（必填）']);
    await setLocale(api.app, doctor.token, 'en');
    try {
      const blank = await call(api.app, LIST, { token: doctor.token, query: { from_id: '   ' } });
      expect([blank.status, blank.body.message]).toEqual([400, 'Invalid input: from_id (must not be empty)']);
    } finally {
      await setLocale(api.app, doctor.token, 'zh');
    }
  });
});

describe('PUT /api/system/file/update', () => {
  it('stores the trimmed remark, shown by info and list; null clears it', async () => {
    const file = await report('test-remark', 'pdf', 'a.pdf');
    const res = await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: file._id, remark: '  复查：语言 进步明显 \n' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: file._id, remark: '复查：语言 进步明显' });
    expect((await call(api.app, INFO, { token: doctor.token, query: { fileId: file._id } })).body.data.remark).toBe('复查：语言 进步明显');
    expect((await call(api.app, LIST, { token: doctor.token, query: { from_id: 'test-remark' } })).body.data[0].remark).toBe('复查：语言 进步明显');

    const longest = '备'.repeat(500);
    expect((await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: file._id, remark: ` ${longest} ` } })).body.data.remark).toBe(longest);
    expect((await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: file._id, remark: null } })).body.data.remark).toBe('');
  });

  it('refuses a remark over 500 characters with a translated message, changing nothing', async () => {
    const file = await report('test-remark-2', 'pdf', 'b.pdf');
    await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: file._id, remark: 'kept' } });
    const zh = await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: file._id, remark: 'x'.repeat(501) } });
    expect([zh.status, zh.body.message]).toEqual([400, '输入有误：remark（太长：最多 500 个字符）']);
    const notText = await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: file._id, remark: 42 } });
    expect([notText.status, notText.body.message]).toEqual([400, '输入有误：remark（应为文本）']);
    const noId = await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { remark: 'x' } });
    expect([noId.status, noId.body.message]).toEqual([400, '输入有误：_id（必填）']);
    const [row] = await api.db.orm.select({ remark: files.remark }).from(files).where(eq(files.id, file._id));
    expect(row!.remark).toBe('kept');
  });

  it('answers 404 for another institution’s file and leaves it alone', async () => {
    const theirs = await report('test-remark-3', 'pdf', 'theirs.pdf', otherInstitutionId);
    for (const id of [theirs._id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(api.app, UPDATE, { method: 'PUT', token: doctor.token, body: { _id: id, remark: 'mine now' } });
      expect([res.status, res.body.code], id).toEqual([404, 404]);
    }
    const [row] = await api.db.orm.select({ remark: files.remark }).from(files).where(eq(files.id, theirs._id));
    expect(row!.remark).toBe('');
    expect((await call(api.app, UPDATE, { method: 'PUT', body: { _id: theirs._id, remark: 'x' } })).status).toBe(401);
  });
});

describe('GET /api/system/file/info', () => {
  it('gives once_id only when asked (once=1), a fresh one each time, stored only as its hash', async () => {
    const file = await report('test-info', 'pdf', 'c.pdf');
    const plain = await call(api.app, INFO, { token: doctor.token, query: { fileId: file._id } });
    expect(plain.body.data.once_id).toBeNull();
    expect((await call(api.app, INFO, { token: doctor.token, query: { fileId: file._id, once: '0' } })).body.data.once_id).toBeNull();
    const a = await issueOnce(file._id);
    const b = await issueOnce(file._id);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).not.toBe(a);
    const rows = await api.db.orm.select().from(fileOnceLinks).where(eq(fileOnceLinks.fileId, file._id));
    expect(rows.map((r) => r.tokenHash).sort()).toEqual([a, b].map((id) => createHash('sha256').update(id).digest('hex')).sort());
    expect(JSON.stringify(rows)).not.toContain(a);
    const ttl = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 1000;
    expect(ttl).toBeCloseTo(FILE_ONCE_TTL_SECONDS, 0);
    expect((await call(api.app, INFO, { token: doctor.token, query: { fileId: file._id, once: 'yes' } })).status).toBe(400);
  });

  it('issues nothing for another institution’s file', async () => {
    const theirs = await report('test-info-2', 'pdf', 'theirs.pdf', otherInstitutionId);
    const res = await call(api.app, INFO, { token: doctor.token, query: { fileId: theirs._id, once: '1' } });
    expect(res.status).toBe(404);
    expect(await api.db.orm.select().from(fileOnceLinks).where(eq(fileOnceLinks.fileId, theirs._id))).toEqual([]);
  });
});

describe('GET /api/system/file/download/:id', () => {
  it('answers the bytes as an attachment with the file name, type and length', async () => {
    const file = await report('test-download', 'pdf', '儿童 报告(1).pdf');
    const res = await get(`${DOWNLOAD}${file._id}`, { token: doctor.token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `attachment; filename="__ __(1).pdf"; filename*=UTF-8''%E5%84%BF%E7%AB%A5%20%E6%8A%A5%E5%91%8A%281%29.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const png = pngBytes();
    const uploaded = await uploadTo(api.app, doctor.token, [{ filename: 'scan.png', content: png }]);
    const image = await get(`${DOWNLOAD}${uploaded.body.data._id}`, { token: doctor.token });
    expect([image.headers['content-type'], image.headers['content-disposition']]).toEqual(['image/png', `attachment; filename="scan.png"; filename*=UTF-8''scan.png`]);
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('needs the token and hides other institutions’ and unknown files', async () => {
    const theirs = await report('test-download-2', 'pdf', 'theirs.pdf', otherInstitutionId);
    const mine = await report('test-download-2', 'pdf', 'mine.pdf');
    expect((await get(`${DOWNLOAD}${mine._id}`)).statusCode).toBe(401);
    for (const id of [theirs._id, '00000000-0000-4000-8000-000000000000', 'x', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await get(`${DOWNLOAD}${id}`, { token: doctor.token, 'accept-language': 'en' });
      expect([res.statusCode, res.json().code], id).toEqual([404, 404]);
    }
  });
});

describe('GET /resource/file/:id', () => {
  it('shows a PDF inline and an HTML report in a script-less sandbox', async () => {
    const pdf = await report('test-resource', 'pdf', 'r.pdf');
    const res = await get(`${RESOURCE}${pdf._id}`, { token: doctor.token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': `inline; filename="r.pdf"; filename*=UTF-8''r.pdf`, 'content-security-policy': "default-src 'none'" });

    const html = await report('test-resource', 'html', 'r.html');
    const page = await get(`${RESOURCE}${html._id}`, { token: doctor.token });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(HTML);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-disposition']).toMatch(/^inline;/);
    const csp = String(page.headers['content-security-policy']).split(';').map((d) => d.trim());
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
    expect(csp.join(';')).not.toMatch(/allow-scripts|allow-same-origin|script-src/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const pdf = await report('test-resource-head', 'pdf', 'head.pdf');
    const res = await api.app.inject({ method: 'HEAD', url: `${RESOURCE}${pdf._id}`, headers: { token: doctor.token } });
    expect([res.statusCode, res.headers['content-length'], res.headers['content-type'], res.rawPayload.length]).toEqual([200, String(PDF.length), 'application/pdf', 0]);
  });

  it('needs the token and hides another institution’s file', async () => {
    const theirs = await report('test-resource-2', 'pdf', 'theirs.pdf', otherInstitutionId);
    expect((await get(`${RESOURCE}${theirs._id}`)).statusCode).toBe(401);
    expect((await get(`${RESOURCE}${theirs._id}`, { token: doctor.token })).statusCode).toBe(404);
    const there = await inOtherInstitution(() => get(`${RESOURCE}${theirs._id}`, { token: doctor.token }));
    expect(there.statusCode).toBe(200);
  });
});

describe('GET /resource/once/:onceId', () => {
  it('serves the file once without a token, then answers 410 in the caller’s language', async () => {
    const file = await report('test-once', 'pdf', '嵌入.pdf');
    const onceId = await issueOnce(file._id);
    const first = await get(`${FILE_ONCE_PREFIX}${onceId}`);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(PDF)).toBe(true);
    expect(first.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    expect(first.headers['content-disposition']).toMatch(/^inline;/);

    const again = await get(`${FILE_ONCE_PREFIX}${onceId}`);
    expect([again.statusCode, again.json()]).toEqual([410, { code: 655, success: false, data: null, message: '该链接已使用过，请重新打开预览' }]);
    const en = await get(`${FILE_ONCE_PREFIX}${onceId}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect([en.statusCode, en.json().message]).toEqual([410, 'This link has already been used; please open the preview again']);
  });

  it('refuses an expired id (410) and unknown or malformed ids (404)', async () => {
    const file = await report('test-once-2', 'html', 'e.html');
    const onceId = await issueOnce(file._id);
    await api.db.orm
      .update(fileOnceLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(fileOnceLinks.tokenHash, createHash('sha256').update(onceId).digest('hex')));
    const expired = await get(`${FILE_ONCE_PREFIX}${onceId}`, { 'accept-language': 'en' });
    expect([expired.statusCode, expired.json().code, expired.json().message]).toEqual([410, 656, 'This link has expired; please open the preview again']);
    // Still expired, not "used": the failed attempt did not spend it.
    expect((await get(`${FILE_ONCE_PREFIX}${onceId}`)).json().code).toBe(656);

    for (const id of ['A'.repeat(43), 'short', `${onceId}x`, 'a'.repeat(90)]) {
      const res = await get(`${FILE_ONCE_PREFIX}${id}`);
      expect([res.statusCode, res.json().code], id).toEqual([404, 404]);
    }
    expect((await get(`${FILE_ONCE_PREFIX}${'a'.repeat(5000)}`)).statusCode).toBeLessThan(500);
    expect((await get(`${FILE_ONCE_PREFIX}%00`)).statusCode).toBe(400);
  });

  it('lets exactly one of two simultaneous requests have the file', async () => {
    const file = await report('test-once-3', 'pdf', 'race.pdf');
    for (let round = 0; round < 5; round++) {
      const onceId = await issueOnce(file._id);
      const answers = await Promise.all([get(`${FILE_ONCE_PREFIX}${onceId}`), get(`${FILE_ONCE_PREFIX}${onceId}`), get(`${FILE_ONCE_PREFIX}${onceId}`)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
    }
  });

  it('is not spent by a HEAD request, and serves HTML reports sandboxed', async () => {
    const file = await report('test-once-4', 'html', 'h.html');
    const onceId = await issueOnce(file._id);
    const head = await api.app.inject({ method: 'HEAD', url: `${FILE_ONCE_PREFIX}${onceId}` });
    expect(head.statusCode).toBe(404);
    const res = await get(`${FILE_ONCE_PREFIX}${onceId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  });

  it('forgets links a day after they expired, when new ones are issued', async () => {
    const file = await report('test-once-5', 'pdf', 'gc.pdf');
    const old = await issueOnce(file._id);
    const oldHash = createHash('sha256').update(old).digest('hex');
    await api.db.orm.update(fileOnceLinks).set({ expiresAt: sql`now() - interval '25 hours'` }).where(eq(fileOnceLinks.tokenHash, oldHash));
    await issueOnce(file._id);
    expect(await api.db.orm.select().from(fileOnceLinks).where(eq(fileOnceLinks.tokenHash, oldHash))).toEqual([]);
  });
});
