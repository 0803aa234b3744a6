/**
 * Test-only: a local server speaking the Tencent Cloud API 3.0 protocol for SMS SendSms. It checks
 * what the real service checks before acting: the TC3-HMAC-SHA256 signature (recomputed from the
 * request with the secret key it was given), the credential scope (date, service `sms`), the
 * timestamp's freshness, the action and version headers, then the SendSms parameters. It answers
 * the documented shapes: `{"Response":{"SendStatusSet":[…],"RequestId":…}}`, or
 * `{"Response":{"Error":{"Code","Message"},"RequestId"}}` (HTTP 200 as well, as the service does).
 * `GET /received` (no such call in the protocol) lists the messages taken, for tests in another process.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTencentOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
}

export interface ReceivedSms {
  phoneNumbers: string[];
  templateId: string;
  signName: string;
  templateParams: string[];
  region: string | undefined;
  /** The credential scope's service, as signed. */
  service: string;
}

export interface FakeTencentSms {
  /** Host and port, e.g. 127.0.0.1:40123. */
  address: string;
  port: number;
  received: ReceivedSms[];
  /** Errors answered, by code, in order (signature failures included). */
  refused: string[];
  /** The next SendSms answers this whole-call error (e.g. 'FailedOperation.InsufficientBalanceInSmsPackage'). */
  failNextWith(code: string | null): void;
  /** The next SendSms succeeds as a call but its number's status carries this code. */
  rejectNextNumberWith(code: string | null): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The documented signing steps, written from the protocol description (not taken from the SDK). */
export function tc3Signature(input: { secretKey: string; date: string; service: string; timestamp: string; canonicalRequest: string }): string {
  const scope = `${input.date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', input.timestamp, scope, sha256(input.canonicalRequest)].join('\n');
  const secretDate = hmac(`TC3${input.secretKey}`, input.date);
  const secretService = hmac(secretDate, input.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  return createHmac('sha256', secretSigning).update(stringToSign).digest('hex');
}

const AUTHORIZATION = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

function header(req: http.IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export async function startFakeTencentSms(options: FakeTencentOptions): Promise<FakeTencentSms> {
  const received: ReceivedSms[] = [];
  const refused: string[] = [];
  let failNext: string | null = null;
  let rejectNumber: string | null = null;

  const answer = (res: http.ServerResponse, response: Record<string, unknown>) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Response: { ...response, RequestId: randomUUID() } }));
  };
  const error = (res: http.ServerResponse, code: string, message: string) => {
    refused.push(code);
    answer(res, { Error: { Code: code, Message: message } });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // Not part of the protocol: the browser tests read here what the "phone" received.
      if (req.method === 'GET' && req.url === '/received') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify(received));
      }
      const auth = AUTHORIZATION.exec(header(req, 'authorization'));
      if (req.method !== 'POST' || !auth) return error(res, 'AuthFailure.InvalidAuthorization', 'Authorization is not TC3-HMAC-SHA256 with Credential, SignedHeaders and Signature');
      const [, secretId, date, service, signedHeaders, signature] = auth as unknown as [string, string, string, string, string, string];
      if (secretId !== options.secretId) return error(res, 'AuthFailure.SecretIdNotFound', 'The SecretId is not found');
      const timestamp = header(req, 'x-tc-timestamp');
      const seconds = Number(timestamp);
      if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - seconds) > 300) return error(res, 'AuthFailure.SignatureExpire', 'Signature expired: X-TC-Timestamp is more than 5 minutes away');
      if (new Date(seconds * 1000).toISOString().slice(0, 10) !== date) return error(res, 'AuthFailure.InvalidAuthorization', 'The credential scope date is not the UTC date of X-TC-Timestamp');
      if (service !== 'sms') return error(res, 'AuthFailure.InvalidAuthorization', `The credential scope names service ${service}, not sms`);
      const names = signedHeaders.split(';');
      if (!names.includes('content-type') || !names.includes('host')) return error(res, 'AuthFailure.InvalidAuthorization', 'SignedHeaders must include content-type and host');
      // Header names and values lowercased and trimmed; the host as signed has no port.
      const canonicalHeaders = names.map((name) => `${name}:${(name === 'host' ? header(req, name).replace(/:\d+$/, '') : header(req, name)).trim().toLowerCase()}\n`).join('');
      const [pathname, query = ''] = (req.url ?? '/').split('?');
      const canonicalRequest = ['POST', pathname, query, canonicalHeaders, signedHeaders, sha256(body)].join('\n');
      const expected = tc3Signature({ secretKey: options.secretKey, date, service, timestamp, canonicalRequest });
      if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return error(res, 'AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.');

      if (header(req, 'x-tc-action') !== 'SendSms') return error(res, 'InvalidAction', `Action ${header(req, 'x-tc-action')} is not SendSms`);
      if (header(req, 'x-tc-version') !== '2021-01-11') return error(res, 'InvalidParameter', `Version ${header(req, 'x-tc-version')} is not 2021-01-11`);
      let params: Record<string, unknown>;
      try {
        params = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      } catch {
        return error(res, 'InvalidParameter', 'The body is not JSON');
      }
      if (params.SmsSdkAppId !== options.sdkAppId) return error(res, 'InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId does not exist');
      const phones = params.PhoneNumberSet;
      if (!Array.isArray(phones) || phones.length === 0 || !phones.every((p) => typeof p === 'string')) return error(res, 'MissingParameter', 'PhoneNumberSet is required');
      if (typeof params.TemplateId !== 'string' || typeof params.SignName !== 'string') return error(res, 'MissingParameter', 'TemplateId and SignName are required');
      if (failNext) {
        const code = failNext;
        failNext = null;
        return error(res, code, `refused: ${code}`);
      }
      received.push({
        phoneNumbers: phones as string[],
        templateId: params.TemplateId,
        signName: params.SignName,
        templateParams: Array.isArray(params.TemplateParamSet) ? (params.TemplateParamSet as string[]) : [],
        region: header(req, 'x-tc-region') || undefined,
        service,
      });
      const code = rejectNumber ?? 'Ok';
      rejectNumber = null;
      answer(res, {
        SendStatusSet: (phones as string[]).map((phone, i) => ({
          SerialNo: `2028:${Date.now()}${i}`,
          PhoneNumber: phone,
          Fee: code === 'Ok' ? 1 : 0,
          SessionContext: '',
          Code: code,
          Message: code === 'Ok' ? 'send success' : `refused: ${code}`,
          IsoCode: 'CN',
        })),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    address: `127.0.0.1:${port}`,
    port,
    received,
    refused,
    failNextWith: (code) => void (failNext = code),
    rejectNextNumberWith: (code) => void (rejectNumber = code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
