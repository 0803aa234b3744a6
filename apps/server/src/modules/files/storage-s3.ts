/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Aliyun OSS, Tencent COS…):
 * the storage key is the object key. Checksums are sent and checked only where the API requires
 * them: the SDK's default adds aws-chunked trailing checksums that many S3-compatible servers
 * store verbatim (the object then holds chunk headers instead of the bytes).
 */
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Settings } from '../../config';
import { assertStorageKey } from './keys';
import type { ByteRange, FileStorage, StoredObject } from './storage';

type Sdk = typeof S3Sdk;
// The SDK takes about 0.1 s to load: only installations that store in S3 pay it, at first use.
let sdk: Promise<Sdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/** No such object. A missing bucket is a configuration error and must stay loud (GET says which). */
function isMissing(sdk: Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
  }

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    const { settings } = this;
    return (this.connection ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        ...(settings.credentials ? { credentials: settings.credentials } : {}),
      }),
    })));
  }

  async put(key: string, body: Buffer | Readable, size?: number): Promise<void> {
    assertStorageKey(key);
    const length = Buffer.isBuffer(body) ? body.length : size;
    if (length === undefined) throw new Error(`S3 put of ${key}: a stream body needs its size`);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: length }));
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined) {
        (answer.Body as { destroy?: () => void } | undefined)?.destroy?.();
        throw new Error(`S3 get of ${key}: no stream body or no length`);
      }
      // A ranged answer's ContentLength is the part's; the whole size is after the slash of Content-Range.
      const whole = range ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1]) : answer.ContentLength;
      if (!Number.isFinite(whole)) throw new Error(`S3 get of ${key}: no total size in Content-Range`);
      return { stream: answer.Body, size: whole as number };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      if (answer.ContentLength === undefined) throw new Error(`S3 head of ${key}: no length`);
      return { size: answer.ContentLength };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
