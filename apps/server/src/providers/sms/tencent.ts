/**
 * Tencent Cloud SMS (API 3.0, action SendSms of version 2021-01-11) through its official SDK,
 * which signs every call with TC3-HMAC-SHA256. The template must take two parameters, in this
 * order: the code and its lifetime in minutes ("验证码为{1}，{2}分钟内有效").
 */
import type { Agent } from 'node:http';
import { createRequire } from 'node:module';
import type * as TencentSms from 'tencentcloud-sdk-nodejs-sms';
import { sdkErrorDetail, splitEndpoint } from '../tencent-cloud';
import { ProviderError, e164, type SmsMessage, type SmsSender } from './sender';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  /** A host (https) or a full http(s):// URL; the SDK's default is sms.tencentcloudapi.com. */
  endpoint: string;
}

export const TENCENT_SMS_DEFAULT_ENDPOINT = 'sms.tencentcloudapi.com';

export class TencentSmsSender implements SmsSender {
  readonly name = 'tencent';
  private readonly client: InstanceType<typeof TencentSms.sms.v20210111.Client>;

  /** `agent`: an HTTP agent for the calls (a proxy's, or the tests' that resolves the host locally). */
  constructor(
    private readonly settings: TencentSmsSettings,
    options: { agent?: Agent; timeoutSeconds?: number } = {},
  ) {
    const { protocol, host } = splitEndpoint(settings.endpoint);
    // Loaded here, not at start (~70 ms): a server that sends no text message through Tencent never loads it.
    const { sms } = createRequire(import.meta.url)('tencentcloud-sdk-nodejs-sms') as typeof TencentSms;
    this.client = new sms.v20210111.Client({
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region,
      profile: {
        signMethod: 'TC3-HMAC-SHA256',
        httpProfile: { endpoint: host, protocol, reqMethod: 'POST', reqTimeout: options.timeoutSeconds ?? 10, ...(options.agent ? { agent: options.agent } : {}) },
      },
    });
  }

  async send(message: SmsMessage): Promise<void> {
    let response: Awaited<ReturnType<typeof this.client.SendSms>>;
    try {
      response = await this.client.SendSms({
        SmsSdkAppId: this.settings.sdkAppId,
        SignName: this.settings.signName,
        TemplateId: this.settings.templateId,
        TemplateParamSet: [message.code, String(message.ttlMinutes)],
        PhoneNumberSet: [e164(message)],
      });
    } catch (error) {
      throw new ProviderError('tencent-sms', sdkErrorDetail(error), { cause: error });
    }
    // The call itself can succeed while the one number it names fails (limits, balance, bad number).
    const status = response.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') {
      throw new ProviderError('tencent-sms', `${status?.Code ?? 'no SendStatusSet'} ${status?.Message ?? ''} request ${response.RequestId ?? '?'}`.trim());
    }
  }
}
