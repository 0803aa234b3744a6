import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createProviders, providersNotice } from './providers';
import { SmtpEmailSender } from './email/smtp';
import { TencentSmsSender } from './sms/tencent';
import { ReviewSpeechScorer } from './speech/review';
import { TencentSoeSpeechScorer } from './speech/tencent-soe';
import { TranscriptionSpeechScorer } from './speech/transcription';

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
    expect(providersNotice(providers)).toBe(
      'verification codes by SMS (SMS_PROVIDER) and e-mail (EMAIL_PROVIDER) are not sent: they are written to this log at info level; ' +
        'recorded speech is not scored by a machine (SPEECH_PROVIDER=review): every item waits for a clinician to score it',
    );
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
        SPEECH_PROVIDER: 'tencent-soe',
        TENCENT_SOE_SECRET_ID: 'AKIDs',
        TENCENT_SOE_SECRET_KEY: 'key',
      }),
      capturingLog() as never,
    );
    expect(providers.sms).toBeInstanceOf(TencentSmsSender);
    expect(providers.email).toBeInstanceOf(SmtpEmailSender);
    expect(providers.speech).toBeInstanceOf(TencentSoeSpeechScorer);
    expect(providersNotice(providers)).toBeNull();
    providers.email.close?.();
  });

  it('leaves speech for review by default, and picks the transcription server when configured', async () => {
    const review = createProviders(loadConfig({}), capturingLog() as never).speech;
    expect(review).toBeInstanceOf(ReviewSpeechScorer);
    await expect(review.score({ target: '苹果', wav16kMono: Buffer.alloc(0), durationMs: 0, audioPath: '/a.webm' })).resolves.toMatchObject({ provider: 'review', status: 'awaiting_review', accuracy: null });
    const speech = createProviders(loadConfig({ SPEECH_PROVIDER: 'transcription', SPEECH_TRANSCRIPTION_BASE_URL: 'http://127.0.0.1:10095/v1', SPEECH_TRANSCRIPTION_MODEL: 'paraformer-zh' }), capturingLog() as never).speech;
    expect(speech).toBeInstanceOf(TranscriptionSpeechScorer);
    expect(speech.name).toBe('transcription');
  });
});
