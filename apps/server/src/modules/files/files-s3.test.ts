/**
 * The whole app with FILE_STORAGE=s3 against an S3-compatible server in this process (s3rver):
 * uploads, generated reports, downloads and one-time links go through the bucket, and nothing
 * but the emptied staging folder stays on local disk.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ONCE_PREFIX, type UserInfo } from '@portal/shared';
import { files } from './schema';
import { call, loginAs, testConfig, useApi } from '../../../test/harness';
import { deleteFile, storeFile } from './service';
import { fileStorage } from './storage';
import { S3FileStorage } from './storage-s3';
import { pngBytes, uploadTo } from './test-support';

const root = mkdtempSync(path.join(tmpdir(), 'portal-files-s3-'));
const stagingRoot = path.join(root, 'uploads');
let server: S3rver;
const env: Record<string, string> = {};

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(root, 'bucket'), configureBuckets: [{ name: 'portal-files', configs: [] }] });
  const { port } = await server.run();
  Object.assign(env, {
    UPLOAD_DIR: stagingRoot,
    FILE_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'portal-files',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

// Registered after the server's beforeAll, so the app is built with the endpoint filled in.
const api = useApi({ env });

/** Files on local disk under UPLOAD_DIR (the staging folder itself is allowed to remain). */
const localFiles = () => (readdirSync(stagingRoot, { recursive: true }) as string[]).filter((p) => p !== '_staging');

describe('files in an S3-compatible bucket', () => {
  let app: FastifyInstance;
  let doctor: UserInfo;
  beforeAll(async () => {
    app = api.app;
    doctor = await loginAs(app, 'doctor');
    expect(fileStorage(api.ctx.config)).toBeInstanceOf(S3FileStorage);
  });

  it('stores an upload in the bucket, not on disk, and serves it back', async () => {
    const png = pngBytes(4, 4);
    const res = await uploadTo(app, doctor.token, [{ filename: '照片.png', content: png }]);
    expect(res.status).toBe(200);
    const [row] = await api.db.orm.select().from(files).where(and(eq(files.institutionId, doctor.institutionId), eq(files.id, res.body.data._id)));
    expect(await fileStorage(api.ctx.config).stat(row!.storagePath)).toEqual({ size: png.length });
    expect(localFiles()).toEqual([]);

    const raw = await app.inject({ url: res.body.data.file_path, headers: { token: doctor.token } });
    expect([raw.statusCode, raw.headers['content-type'], raw.headers['content-length']]).toEqual([200, 'image/png', String(png.length)]);
    expect(raw.rawPayload.equals(png)).toBe(true);
    const download = await app.inject({ url: `/api/system/file/download/${res.body.data._id}`, headers: { token: doctor.token } });
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a spoofed upload leaving nothing in the bucket or on disk', async () => {
    const before = await api.db.orm.select({ id: files.id }).from(files);
    const res = await uploadTo(app, doctor.token, [{ filename: 'evil.png', content: '<script>alert(1)</script>' }]);
    expect(res.status).toBe(415);
    expect(localFiles()).toEqual([]);
    expect(await api.db.orm.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it('keeps generated reports in the bucket: list, resource path, one-time link, delete', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 0x20), Buffer.from('\n%%EOF\n')]);
    const stored = await storeFile(api.ctx, { institutionId: doctor.institutionId, title: '评估报告.pdf', extension: 'pdf', body: pdf, fromId: 'test-s3', createdBy: doctor._id });
    const list = await call(app, '/api/system/file/list', { token: doctor.token, query: { from_id: 'test-s3' } });
    expect(list.body.data.map((f: { _id: string }) => f._id)).toEqual([stored._id]);

    const resource = await app.inject({ url: `/resource/file/${stored._id}`, headers: { token: doctor.token } });
    expect([resource.statusCode, resource.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(resource.rawPayload.equals(pdf)).toBe(true);

    const info = await call(app, '/api/system/file/info', { token: doctor.token, query: { fileId: stored._id, once: '1' } });
    const once = await app.inject({ url: `${FILE_ONCE_PREFIX}${info.body.data.once_id}` });
    expect(once.statusCode).toBe(200);
    expect(once.rawPayload.equals(pdf)).toBe(true);

    const [row] = await api.db.orm.select({ key: files.storagePath }).from(files).where(eq(files.id, stored._id));
    expect(await deleteFile(api.ctx, doctor.institutionId, stored._id)).toBe(true);
    expect(await fileStorage(api.ctx.config).stat(row!.key)).toBeNull();
    expect((await app.inject({ url: `/resource/file/${stored._id}`, headers: { token: doctor.token } })).statusCode).toBe(404);
    expect(await deleteFile(api.ctx, doctor.institutionId, stored._id)).toBe(false);
  });

  it('answers 404 (not 500) when a row’s object has vanished from the bucket', async () => {
    const stored = await storeFile(api.ctx, { institutionId: doctor.institutionId, title: 'gone.html', extension: 'html', body: Buffer.from('<p>x</p>') });
    const [row] = await api.db.orm.select({ key: files.storagePath }).from(files).where(eq(files.id, stored._id));
    await fileStorage(api.ctx.config).delete(row!.key);
    const res = await app.inject({ url: `/api/system/file/download/${stored._id}`, headers: { token: doctor.token } });
    expect([res.statusCode, res.json().code]).toEqual([404, 404]);
  });

  it('uses the local disk again when FILE_STORAGE is unset', () => {
    expect(fileStorage(testConfig({ UPLOAD_DIR: stagingRoot })).kind).toBe('local');
  });
});
