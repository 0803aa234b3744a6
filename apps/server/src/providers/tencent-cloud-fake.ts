/**
 * Test-only: a local server speaking the Tencent Cloud API 3.0 protocol, for the fakes of each
 * Tencent product (SMS, oral evaluation). It checks what the real service checks before acting:
 * the TC3-HMAC-SHA256 signature (recomputed from the request with the secret key it was given),
 * the credential scope (date, the product's service name), the timestamp's freshness, the action
 * and version headers and a JSON body; then the product's handler answers. Answers have the
 * documented shapes: `{"Response":{…,"RequestId"}}`, or `{"Response":{"Error":{"Code","Message"},"RequestId"}}`
 * (HTTP 200 as well, as the service does).
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTencentApiOptions {
  secretId: string;
  secretKey: string;
  /** The credential scope's service, e.g. `sms`, `soe`. */
  service: string;
  version: string;
  /** The actions the product answers. */
  actions: string[];
}

/** What a handler sees of a signed, checked call. */
export interface TencentCall {
  action: string;
  region: string | undefined;
  params: Record<string, unknown>;
}

/** A handler answers the response's fields, or a documented error. */
export type TencentAnswer = Record<string, unknown> | { Error: { Code: string; Message: string } };

export interface FakeTencentApi {
  /** Host and port, e.g. 127.0.0.1:40123. */
  address: string;
  port: number;
  /** Errors answered, by code, in order (signature failures included). */
  refused: string[];
  close(): Promise<void>;
}

export const tencentError = (code: string, message: string): TencentAnswer => ({ Error: { Code: code, Message: message } });

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

/** The protocol's checks, in the service's order; a refusal's code and message, or the call. */
function checkCall(options: FakeTencentApiOptions, req: http.IncomingMessage, body: Buffer): TencentCall | { code: string; message: string } {
  const refuse = (code: string, message: string) => ({ code, message });
  const auth = AUTHORIZATION.exec(header(req, 'authorization'));
  if (req.method !== 'POST' || !auth) return refuse('AuthFailure.InvalidAuthorization', 'Authorization is not TC3-HMAC-SHA256 with Credential, SignedHeaders and Signature');
  const [, secretId, date, service, signedHeaders, signature] = auth as unknown as [string, string, string, string, string, string];
  if (secretId !== options.secretId) return refuse('AuthFailure.SecretIdNotFound', 'The SecretId is not found');
  const timestamp = header(req, 'x-tc-timestamp');
  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - seconds) > 300) return refuse('AuthFailure.SignatureExpire', 'Signature expired: X-TC-Timestamp is more than 5 minutes away');
  if (new Date(seconds * 1000).toISOString().slice(0, 10) !== date) return refuse('AuthFailure.InvalidAuthorization', 'The credential scope date is not the UTC date of X-TC-Timestamp');
  if (service !== options.service) return refuse('AuthFailure.InvalidAuthorization', `The credential scope names service ${service}, not ${options.service}`);
  const names = signedHeaders.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return refuse('AuthFailure.InvalidAuthorization', 'SignedHeaders must include content-type and host');
  // Header names and values lowercased and trimmed; the host as signed has no port.
  const canonicalHeaders = names.map((name) => `${name}:${(name === 'host' ? header(req, name).replace(/:\d+$/, '') : header(req, name)).trim().toLowerCase()}\n`).join('');
  const [pathname, query = ''] = (req.url ?? '/').split('?');
  const canonicalRequest = ['POST', pathname, query, canonicalHeaders, signedHeaders, sha256(body)].join('\n');
  const expected = tc3Signature({ secretKey: options.secretKey, date, service, timestamp, canonicalRequest });
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return refuse('AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.');

  const action = header(req, 'x-tc-action');
  if (!options.actions.includes(action)) return refuse('InvalidAction', `Action ${action} is not one of ${options.actions.join(', ')}`);
  if (header(req, 'x-tc-version') !== options.version) return refuse('InvalidParameter', `Version ${header(req, 'x-tc-version')} is not ${options.version}`);
  let params: unknown;
  try {
    params = JSON.parse(body.toString('utf8'));
  } catch {
    return refuse('InvalidParameter', 'The body is not JSON');
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return refuse('InvalidParameter', 'The body is not a JSON object');
  return { action, region: header(req, 'x-tc-region') || undefined, params: params as Record<string, unknown> };
}

/**
 * `extraRoutes`: calls outside the protocol a fake offers its tests (e.g. `GET /received`); they
 * answer with JSON and are checked before the protocol.
 */
export async function startFakeTencentApi(
  options: FakeTencentApiOptions,
  handle: (call: TencentCall) => TencentAnswer | Promise<TencentAnswer>,
  extraRoutes: Record<string, () => unknown> = {},
): Promise<FakeTencentApi> {
  const refused: string[] = [];
  const answer = (res: http.ServerResponse, response: TencentAnswer) => {
    if ('Error' in response) refused.push((response as { Error: { Code: string } }).Error.Code);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Response: { ...response, RequestId: randomUUID() } }));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const extra = req.method === 'GET' ? extraRoutes[req.url ?? ''] : undefined;
      if (extra) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify(extra()));
      }
      const call = checkCall(options, req, Buffer.concat(chunks));
      if ('code' in call) return answer(res, tencentError(call.code, call.message));
      Promise.resolve()
        .then(() => handle(call))
        .then(
          (response) => answer(res, response),
          (error: unknown) => answer(res, tencentError('InternalError', String(error))),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    address: `127.0.0.1:${port}`,
    port,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The SDK names the signed service after the endpoint's first label, so a fake is reached as
 * `<service>.fake-tencent.test` (as the real `<service>.tencentcloudapi.com` would be); this agent
 * resolves every host to loopback.
 */
export const loopbackAgent = new http.Agent({
  lookup: ((_host: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => dns.lookup('127.0.0.1', options, callback as never)) as never,
});
