import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from './sender';
import { splitEndpoint } from '../tencent-cloud';
import { loopbackAgent } from '../tencent-cloud-fake';
import { TencentSmsSender, type TencentSmsSettings } from './tencent';
import { startFakeTencentSms, type FakeTencentSms } from './tencent-fake';

const SECRET = { secretId: 'AKIDtestsecretid000000000000000000', secretKey: 'test-secret-key-000000000000000', sdkAppId: '1400000001' };

describe('Tencent Cloud SMS adapter against a local API 3.0 server', () => {
  let fake: FakeTencentSms;
  let settings: TencentSmsSettings;
  beforeAll(async () => {
    fake = await startFakeTencentSms(SECRET);
    settings = { ...SECRET, signName: '儿童语言评估', templateId: '2000001', region: 'ap-guangzhou', endpoint: `http://sms.fake-tencent.test:${fake.port}` };
  });
  afterAll(() => fake.close());

  it('sends a TC3-signed SendSms with the code and its minutes to +{area code}{number}', async () => {
    await new TencentSmsSender(settings, { agent: loopbackAgent }).send({ phone: '13800138000', areaCode: '86', code: '482913', ttlMinutes: 5 });
    expect(fake.received.at(-1)).toEqual({
      phoneNumbers: ['+8613800138000'],
      templateId: '2000001',
      signName: '儿童语言评估',
      templateParams: ['482913', '5'],
      region: 'ap-guangzhou',
      service: 'sms',
    });
  });

  it('is refused with the wrong secret key: the fake checks the signature, and the adapter reports the service error', async () => {
    const before = fake.received.length;
    const wrongKey = new TencentSmsSender({ ...settings, secretKey: 'not-the-key' }, { agent: loopbackAgent });
    const error = await wrongKey.send({ phone: '13800138000', areaCode: '86', code: '111111', ttlMinutes: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).detail).toContain('AuthFailure.SignatureFailure');
    expect(fake.refused.at(-1)).toBe('AuthFailure.SignatureFailure');
    expect(fake.received.length).toBe(before);
  });

  it('turns an error response into a ProviderError naming its code', async () => {
    fake.failNextWith('FailedOperation.InsufficientBalanceInSmsPackage');
    const error = await new TencentSmsSender(settings, { agent: loopbackAgent }).send({ phone: '13800138000', areaCode: '86', code: '222222', ttlMinutes: 5 }).catch((e: unknown) => e);
    expect((error as ProviderError).detail).toContain('FailedOperation.InsufficientBalanceInSmsPackage');
  });

  it('treats a number the service did not accept as a failure even though the call succeeded', async () => {
    fake.rejectNextNumberWith('LimitExceeded.PhoneNumberDailyLimit');
    const error = await new TencentSmsSender(settings, { agent: loopbackAgent }).send({ phone: '13800138000', areaCode: '86', code: '333333', ttlMinutes: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).detail).toContain('LimitExceeded.PhoneNumberDailyLimit');
  });

  it('reports an unreachable service as a ProviderError', async () => {
    const closed = await startFakeTencentSms(SECRET);
    await closed.close();
    const sender = new TencentSmsSender({ ...settings, endpoint: `http://sms.fake-tencent.test:${closed.port}` }, { agent: loopbackAgent, timeoutSeconds: 2 });
    await expect(sender.send({ phone: '13800138000', areaCode: '86', code: '444444', ttlMinutes: 5 })).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('splitEndpoint', () => {
  it('reads a bare host as https and keeps an explicit http URL with its port', () => {
    expect(splitEndpoint('sms.tencentcloudapi.com')).toEqual({ protocol: 'https://', host: 'sms.tencentcloudapi.com' });
    expect(splitEndpoint('http://127.0.0.1:8080/')).toEqual({ protocol: 'http://', host: '127.0.0.1:8080' });
  });
});
