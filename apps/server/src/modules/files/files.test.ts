import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fileInfo } from '@portal/shared';
import { files } from './schema';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';
import { pngBytes, uploadTo, type Part } from './test-support';

const api = useApi();

const UPLOAD = '/api/general/upload/file';
const EDITOR = '/api/general/upload/wangeditor/File';
const INFO = '/api/system/file/info';
const RAW = '/api/system/file/raw/';

// The smallest baseline JPEG (1×1, grey).
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

async function upload(token: string | undefined, parts: Part[], url = UPLOAD, app: FastifyInstance = api.app) {
  return uploadTo(app, token, parts, url);
}

/** Every file under the upload directory (relative), to prove refused uploads leave nothing. */
function storedFiles(): string[] {
  return (readdirSync(api.uploadDir, { recursive: true }) as string[]).filter((p) => p.includes('.')).sort();
}

describe('POST /api/general/upload/file', () => {
  it('stores a real PNG under <institution>/<yyyy-mm>/, records it and answers its info', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const bytes = pngBytes();
    const res = await upload(doctor.token, [{ filename: '报告 scan.png', content: bytes, type: 'image/png' }]);
    expect(res.status).toBe(200);
    const info = fileInfo.parse(res.body.data);
    expect(info).toMatchObject({ title: '报告 scan.png', extension: 'png', size: bytes.length, file_path: `${RAW}${info._id}`, once_id: null });
    const [row] = await api.db.orm.select().from(files).where(and(eq(files.institutionId, doctor.institutionId), eq(files.id, info._id)));
    const month = new Date().toISOString().slice(0, 7);
    expect(row).toMatchObject({ sha256: createHash('sha256').update(bytes).digest('hex'), createdBy: doctor._id, size: bytes.length });
    expect(row!.storagePath).toMatch(new RegExp(`^${doctor.institutionId}/${month}/[0-9a-f]{32}\\.png$`));
    expect(readFileSync(path.join(api.uploadDir, row!.storagePath)).equals(bytes)).toBe(true);

    const got = await call(api.app, INFO, { token: doctor.token, query: { fileId: info._id } });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(info);
  });

  it('accepts a JPEG, a JSON file, a zip and an MP4; each extension by its content', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const zip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    for (const [filename, content] of [['photo.JPG', JPEG], ['photo.jpeg', JPEG], ['data.json', '{"a": [1, "二"]}'], ['empty.zip', zip], ['clip.mp4', Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0])]] as const) {
      const res = await upload(doctor.token, [{ filename, content }]);
      expect(res.status, filename).toBe(200);
      expect(res.body.data.extension).toBe(filename.split('.').pop()!.toLowerCase());
    }
  });

  it('refuses other types, spoofed extensions and bad JSON with translated messages, leaving no file', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await setLocale(api.app, doctor.token, 'en');
    const before = storedFiles();
    const cases: Array<[Part, number, string]> = [
      [{ filename: 'a.gif', content: 'GIF89a' }, 415, 'Unsupported file type; allowed: jpeg, png, jpg, mp4, zip, json'],
      [{ filename: 'noextension', content: pngBytes() }, 415, 'Unsupported file type; allowed: jpeg, png, jpg, mp4, zip, json'],
      [{ filename: 'evil.png', content: '<script>alert(1)</script>', type: 'image/png' }, 415, 'The file content does not match its .png extension'],
      [{ filename: 'evil.jpg', content: pngBytes() }, 415, 'The file content does not match its .jpg extension'],
      [{ filename: 'movie.mp4', content: JPEG }, 415, 'The file content does not match its .mp4 extension'],
      [{ filename: 'bad.json', content: '{"a": ' }, 415, 'The file content does not match its .json extension'],
      [{ filename: 'latin1.json', content: Buffer.from([0x22, 0xe9, 0x22]) }, 415, 'The file content does not match its .json extension'],
      [{ filename: 'empty.png', content: '' }, 415, 'The file content does not match its .png extension'],
    ];
    for (const [part, status, message] of cases) {
      const res = await upload(doctor.token, [part]);
      expect(res.status, part.filename).toBe(status);
      expect(res.body).toMatchObject({ success: false, message });
    }
    await setLocale(api.app, doctor.token, 'zh');
    const zh = await upload(doctor.token, [{ filename: 'evil.png', content: 'not a png' }]);
    expect(zh.body.message).toBe('文件内容与扩展名 .png 不符');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a missing file, two files and a non-multipart body', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await setLocale(api.app, doctor.token, 'en');
    const none = await upload(doctor.token, [{ name: 'title', content: 'just a field' }]);
    expect([none.status, none.body.message]).toEqual([400, 'Please choose a file to upload']);
    const two = await upload(doctor.token, [
      { filename: 'a.png', content: pngBytes() },
      { filename: 'b.png', content: pngBytes() },
    ]);
    expect([two.status, two.body.message]).toEqual([400, 'Only one file can be uploaded at a time']);
    const json = await call(api.app, UPLOAD, { token: doctor.token, body: { file: 'x' } });
    expect([json.status, json.body.message]).toEqual([400, 'Please choose a file to upload']);
    await setLocale(api.app, doctor.token, 'zh');
  });

  it('refuses a file over UPLOAD_MAX_MB with 413', async () => {
    const small = await api.appWith({ UPLOAD_MAX_MB: '0.01' });
    const doctor = await loginAs(small, 'doctor');
    const before = storedFiles();
    const big = pngBytes(120, 120);
    expect(big.length).toBeGreaterThan(0.01 * 1024 * 1024);
    const res = await upload(doctor.token, [{ filename: 'big.png', content: big }], UPLOAD, small);
    expect([res.status, res.body.code, res.body.message]).toEqual([413, 654, '文件过大，最大 0.01 MB']);
    const editor = await upload(doctor.token, [{ filename: 'big.png', content: big }], EDITOR, small);
    expect(editor).toEqual({ status: 200, body: { errno: 1, message: '文件过大，最大 0.01 MB' } });
    expect(storedFiles()).toEqual(before);
    expect((await upload(doctor.token, [{ filename: 'ok.png', content: pngBytes() }], UPLOAD, small)).status).toBe(200);
  });

  it('needs a login token', async () => {
    const res = await upload(undefined, [{ filename: 'a.png', content: pngBytes() }]);
    expect([res.status, res.body.code]).toEqual([401, 306]);
  });

  it('leaves every other route JSON-only', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const res = await upload(doctor.token, [{ filename: 'a.png', content: pngBytes() }], '/api/base/children/add');
    expect(res.status).toBe(400);
  });
});

describe('POST /api/general/upload/wangeditor/File', () => {
  it('answers wangEditor’s shape: errno 0 with url, alt and href', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const res = await upload(doctor.token, [{ name: 'wangeditor-uploaded-image', filename: '图.png', content: pngBytes() }], EDITOR);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errno: 0, data: { url: expect.stringMatching(/^\/api\/system\/file\/raw\/[0-9a-f-]{36}$/), alt: '图.png', href: '' } });
  });

  it('takes images only, and answers errors as errno 1 with a translated message', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const zip = await upload(doctor.token, [{ filename: 'a.zip', content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]) }], EDITOR);
    expect(zip).toEqual({ status: 200, body: { errno: 1, message: '不支持的文件类型，仅支持：jpeg, png, jpg' } });
    await setLocale(api.app, doctor.token, 'en');
    const spoofed = await upload(doctor.token, [{ filename: 'x.jpg', content: '<svg onload=alert(1)>' }], EDITOR);
    expect(spoofed.body).toEqual({ errno: 1, message: 'The file content does not match its .jpg extension' });
    const none = await upload(doctor.token, [{ name: 'a', content: 'b' }], EDITOR);
    expect(none.body).toEqual({ errno: 1, message: 'Please choose a file to upload' });
    await setLocale(api.app, doctor.token, 'zh');
  });
});

describe('GET /api/system/file/info and /api/system/file/raw/:id', () => {
  it('streams the bytes with the content type, the file name and no-sniff headers', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const bytes = pngBytes(3, 3);
    const { body } = await upload(doctor.token, [{ filename: '儿童 报告(1).png', content: bytes }]);
    const res = await api.app.inject({ url: body.data.file_path, headers: { token: doctor.token } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      'content-disposition': `inline; filename="__ __(1).png"; filename*=UTF-8''%E5%84%BF%E7%AB%A5%20%E6%8A%A5%E5%91%8A%281%29.png`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });

    const json = await upload(doctor.token, [{ filename: 'data.json', content: '[]' }]);
    const raw = await api.app.inject({ url: json.body.data.file_path, headers: { token: doctor.token } });
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(raw.headers['content-disposition']).toBe(`attachment; filename="data.json"; filename*=UTF-8''data.json`);
  });

  it('needs the token header', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const { body } = await upload(doctor.token, [{ filename: 'a.png', content: pngBytes() }]);
    const res = await api.app.inject({ url: body.data.file_path });
    expect(res.statusCode).toBe(401);
  });

  it('hides another institution’s file (404) and unknown or malformed ids', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const { body } = await upload(doctor.token, [{ filename: 'a.png', content: pngBytes() }]);
    const id: string = body.data._id;
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other'));
    try {
      expect((await call(api.app, INFO, { token: doctor.token, query: { fileId: id } })).status).toBe(404);
      expect((await api.app.inject({ url: `${RAW}${id}`, headers: { token: doctor.token } })).statusCode).toBe(404);
    } finally {
      await switchIdentity(api.app, doctor.token, { institutionId: doctor.institutionId, roleId: doctor.roleId });
    }
    const teacher = await loginAs(api.app, 'teacher');
    if (teacher.institutionId !== doctor.institutionId) expect((await call(api.app, INFO, { token: teacher.token, query: { fileId: id } })).status).toBe(404);
    for (const other of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '../../etc/passwd']) {
      expect((await call(api.app, INFO, { token: doctor.token, query: { fileId: other } })).status, other).toBe(404);
      expect((await api.app.inject({ url: `${RAW}${encodeURIComponent(other)}`, headers: { token: doctor.token } })).statusCode, other).toBe(404);
    }
    expect((await call(api.app, INFO, { token: doctor.token, query: { fileId: id } })).status).toBe(200);
  });
});

describe('POST /api/general/richtext/sanitize', () => {
  it('answers the cleaned HTML', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const res = await call(api.app, '/api/general/richtext/sanitize', { token: doctor.token, body: { html: '<p onclick="x()">Hi <script>alert(1)</script><b>there</b></p>' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ html: '<p>Hi <b>there</b></p>' });
    expect((await call(api.app, '/api/general/richtext/sanitize', { body: { html: '<p>x</p>' } })).status).toBe(401);
    expect((await call(api.app, '/api/general/richtext/sanitize', { token: doctor.token, body: { html: 3 } })).status).toBe(400);
  });
});
