/**
 * Both storage adapters against the real thing: a temporary folder, and an S3-compatible server
 * (s3rver) running in this process, reached by the real AWS SDK over HTTP.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { fileStorage, isStorageKey, newStorageKey, putLocalFile, type FileStorage } from './storage';
import { LocalFileStorage } from './storage-local';
import { S3FileStorage } from './storage-s3';

const root = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const INSTITUTION = '0b6f3c9e-8a44-4f1e-9a51-3a3f1f0c2d11';

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | null> {
  const got = await storage.get(key);
  if (!got) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of got.stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(got.size).toBe(bytes.length);
  return bytes;
}

/** In several chunks, as a request or a PDF renderer delivers them. */
const chunked = (bytes: Buffer, size = 7_000) => Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

function behavesAsStorage(name: string, make: () => FileStorage) {
  describe(`${name} storage`, () => {
    it('stores buffers and streams, reads them back with their size, and overwrites', async () => {
      const storage = make();
      const key = newStorageKey(INSTITUTION, 'pdf');
      const small = Buffer.from('%PDF-1.7 报告');
      await storage.put(key, small);
      expect(await bytesOf(storage, key)).toEqual(small);
      expect(await storage.stat(key)).toEqual({ size: small.length });

      const big = randomBytes(300_000);
      await storage.put(key, chunked(big), big.length);
      const back = await bytesOf(storage, key);
      expect(createHash('sha256').update(back!).digest('hex')).toBe(createHash('sha256').update(big).digest('hex'));
      expect(await storage.stat(key)).toEqual({ size: big.length });

      const empty = newStorageKey(INSTITUTION, 'json');
      await storage.put(empty, Buffer.alloc(0));
      expect(await bytesOf(storage, empty)).toEqual(Buffer.alloc(0));
    });

    it('answers null for what is not stored, and deletes quietly', async () => {
      const storage = make();
      const key = newStorageKey(INSTITUTION, 'html');
      expect(await storage.get(key)).toBeNull();
      expect(await storage.stat(key)).toBeNull();
      await storage.put(key, Buffer.from('<p>x</p>'));
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      expect(await storage.stat(key)).toBeNull();
    });

    it('refuses keys that could leave its root, and a stream without its size where one is needed', async () => {
      const storage = make();
      for (const key of ['../escape.pdf', '/etc/passwd', 'a//b.pdf', '.hidden', 'a/../b.pdf', 'a\\b.pdf', '', '_staging/x.part', '报告.pdf', 'a/b/c/d/e/f/g/h/i.pdf']) {
        expect(isStorageKey(key), key).toBe(false);
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
        await expect(storage.delete(key), key).rejects.toThrow(/invalid storage key/);
      }
      expect(isStorageKey(newStorageKey(INSTITUTION, 'pdf'))).toBe(true);
      if (storage.kind === 's3') await expect(storage.put(newStorageKey(INSTITUTION, 'pdf'), chunked(Buffer.from('abc')))).rejects.toThrow(/needs its size/);
    });
  });
}

behavesAsStorage('local', () => new LocalFileStorage(path.join(root, 'local')));

describe('local storage specifics', () => {
  it('lays keys out as folders, leaves no part file when a write fails, and adopts staged files by rename', async () => {
    const storage = new LocalFileStorage(path.join(root, 'local2'));
    const key = newStorageKey(INSTITUTION, 'pdf', new Date(Date.UTC(2026, 0, 31)));
    expect(key).toMatch(new RegExp(`^${INSTITUTION}/2026-01/[0-9a-f]{32}\\.pdf$`));
    await expect(storage.put(key, chunked(Buffer.from('abcdef'), 2), 99)).rejects.toThrow(/expected 99/);
    const failing = new Readable({
      read() {
        this.destroy(new Error('renderer crashed'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow(/renderer crashed/);
    expect(readdirSync(path.dirname(storage.pathOf(key)))).toEqual([]);

    const staged = path.join(root, 'local2', 'staged.part');
    writeFileSync(staged, 'staged bytes');
    await putLocalFile(storage, key, staged, 12);
    expect(existsSync(staged)).toBe(false);
    expect((await bytesOf(storage, key))!.toString()).toBe('staged bytes');
  });
});

describe('S3-compatible storage (s3rver in process)', () => {
  const s3Dir = path.join(root, 's3');
  let server: S3rver;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'portal-files', configs: [] }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
  });
  const s3Config = () =>
    loadConfig({ FILE_STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', UPLOAD_DIR: path.join(root, 's3-staging') });

  behavesAsStorage('S3', () => fileStorage(s3Config()));

  it('is what FILE_STORAGE=s3 picks, one instance per configuration', () => {
    const config = s3Config();
    expect(fileStorage(config)).toBeInstanceOf(S3FileStorage);
    expect(fileStorage(config)).toBe(fileStorage(config));
    const local = loadConfig({ UPLOAD_DIR: path.join(root, 'picked') });
    expect(fileStorage(local)).toBeInstanceOf(LocalFileStorage);
    expect((fileStorage(local) as LocalFileStorage).root).toBe(path.join(root, 'picked'));
  });

  it('uploads a staged local file and removes it', async () => {
    const storage = fileStorage(s3Config());
    const staged = path.join(root, 'staged.part');
    writeFileSync(staged, '{"a": "二"}');
    const key = newStorageKey(INSTITUTION, 'json');
    await putLocalFile(storage, key, staged, Buffer.byteLength('{"a": "二"}'));
    expect(existsSync(staged)).toBe(false);
    const got = await storage.get(key);
    expect(await text(got!.stream)).toBe('{"a": "二"}');
  });

  it('fails loudly (not as "missing") when the bucket is wrong', async () => {
    const storage = new S3FileStorage({ ...s3Config().s3!, bucket: 'no-such-bucket' });
    await expect(storage.put(newStorageKey(INSTITUTION, 'pdf'), Buffer.from('x'))).rejects.toThrow();
    await expect(storage.get(newStorageKey(INSTITUTION, 'pdf'))).rejects.toThrow();
  });
});
