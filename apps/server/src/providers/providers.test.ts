import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createProviders, providersNotice } from './providers';
import { SmtpEmailSender } from './email/smtp';
import { TencentSmsSender } from './sms/tencent';

function capturingLog() {
  const lines: Array<{ details: Record<string, unknown>; message: string }> = [];
  return { lines, info: (details: object, message?: string) => void lines.push({ details: details as Record<string, unknown>, message: message ?? '' }) };
}

describe('providers from the configuration', () => {
  it('writes codes to the log by default, at info level, and says so at start-up', async () => {
    const log = capturingLog();
    const providers = createProviders(loadConfig({}), log as never);
    await providers.sms.send({ phone: '13800138000', areaCode: '86', code: '123456', ttlMinutes: 5 });
    await providers.email.send({ to: 'a@example.com', subject: '您的验证码', text: '您的验证码是 654321，5 分钟内有效。', html: '' });
    expect(log.lines[0]!.message).toContain('123456');
    expect(log.lines[0]!.details).toMatchObject({ channel: 'sms', to: '+8613800138000', code: '123456' });
    expect(log.lines[1]!.message).toContain('654321');
    expect(log.lines[1]!.details).toMatchObject({ channel: 'email', to: 'a@example.com' });
    expect(providersNotice(providers)).toBe('verification codes by SMS (SMS_PROVIDER) and e-mail (EMAIL_PROVIDER) are not sent: they are written to this log at info level');
  });

  it('uses the real adapters when configured, and then has nothing to announce', () => {
    const providers = createProviders(
      loadConfig({
        SMS_PROVIDER: 'tencent',
        TENCENT_SMS_SECRET_ID: 'AKIDx',
        TENCENT_SMS_SECRET_KEY: 'key',
        TENCENT_SMS_SDK_APP_ID: '1400000001',
        TENCENT_SMS_SIGN_NAME: '评估平台',
        TENCENT_SMS_TEMPLATE_ID: '2000001',
        EMAIL_PROVIDER: 'smtp',
        SMTP_HOST: 'mail.example.com',
        SMTP_FROM: 'no-reply@example.com',
      }),
      capturingLog() as never,
    );
    expect(providers.sms).toBeInstanceOf(TencentSmsSender);
    expect(providers.email).toBeInstanceOf(SmtpEmailSender);
    expect(providersNotice(providers)).toBeNull();
    providers.email.close?.();
  });
});
