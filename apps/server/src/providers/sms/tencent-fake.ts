/**
 * Test-only: a local server speaking the Tencent Cloud API 3.0 protocol (signature and headers
 * checked by `../tencent-cloud-fake.ts`) for SMS SendSms of version 2021-01-11: it checks the
 * parameters and answers `{"Response":{"SendStatusSet":[…],"RequestId":…}}` or an error.
 * `GET /received` (no such call in the protocol) lists the messages taken, for tests in another process.
 */
import { startFakeTencentApi, tencentError } from '../tencent-cloud-fake';

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

export async function startFakeTencentSms(options: FakeTencentOptions): Promise<FakeTencentSms> {
  const received: ReceivedSms[] = [];
  let failNext: string | null = null;
  let rejectNumber: string | null = null;

  const api = await startFakeTencentApi(
    { secretId: options.secretId, secretKey: options.secretKey, service: 'sms', version: '2021-01-11', actions: ['SendSms'] },
    ({ params, region }) => {
      if (params.SmsSdkAppId !== options.sdkAppId) return tencentError('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId does not exist');
      const phones = params.PhoneNumberSet;
      if (!Array.isArray(phones) || phones.length === 0 || !phones.every((p) => typeof p === 'string')) return tencentError('MissingParameter', 'PhoneNumberSet is required');
      if (typeof params.TemplateId !== 'string' || typeof params.SignName !== 'string') return tencentError('MissingParameter', 'TemplateId and SignName are required');
      if (failNext) {
        const code = failNext;
        failNext = null;
        return tencentError(code, `refused: ${code}`);
      }
      received.push({
        phoneNumbers: phones as string[],
        templateId: params.TemplateId,
        signName: params.SignName,
        templateParams: Array.isArray(params.TemplateParamSet) ? (params.TemplateParamSet as string[]) : [],
        region,
        service: 'sms',
      });
      const code = rejectNumber ?? 'Ok';
      rejectNumber = null;
      return {
        SendStatusSet: (phones as string[]).map((phone, i) => ({
          SerialNo: `2028:${Date.now()}${i}`,
          PhoneNumber: phone,
          Fee: code === 'Ok' ? 1 : 0,
          SessionContext: '',
          Code: code,
          Message: code === 'Ok' ? 'send success' : `refused: ${code}`,
          IsoCode: 'CN',
        })),
      };
    },
    // Not part of the protocol: the browser tests read here what the "phone" received.
    { '/received': () => received },
  );
  return {
    address: api.address,
    port: api.port,
    received,
    refused: api.refused,
    failNextWith: (code) => void (failNext = code),
    rejectNextNumberWith: (code) => void (rejectNumber = code),
    close: api.close,
  };
}
