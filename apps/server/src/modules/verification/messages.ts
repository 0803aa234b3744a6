/** The e-mail that carries a verification code, in the requester's language. */
import type { Locale } from '@portal/shared';
import type { EmailMessage } from '../../providers/email/sender';

const texts = {
  zh: {
    subject: '您的验证码',
    body: (code: string, minutes: number) => `您的验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本邮件。`,
  },
  en: {
    subject: 'Your verification code',
    body: (code: string, minutes: number) => `Your verification code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, please ignore this e-mail.`,
  },
} satisfies Record<Locale, { subject: string; body: (code: string, minutes: number) => string }>;

export function codeEmail(to: string, code: string, ttlMinutes: number, locale: Locale): EmailMessage {
  const t = texts[locale];
  const text = t.body(code, ttlMinutes);
  // The code alone on its own line as well, large: mail apps offer to copy it.
  const html = `<!doctype html><html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><body style="font-family:sans-serif"><p>${text}</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p></body></html>`;
  return { to, subject: t.subject, text, html };
}
