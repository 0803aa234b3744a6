import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeEmail } from '../../modules/verification/messages';
import { ProviderError } from './sender';
import { SmtpEmailSender, type SmtpSettings } from './smtp';

interface Received {
  user: string | undefined;
  from: string;
  to: string[];
  raw: string;
}

/** Just enough MIME to read back what nodemailer wrote: encoded-word headers, base64 and quoted-printable parts. */
function decodeWords(value: string): string {
  return value.replace(/\r?\n[ \t]+/g, ' ').replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
  );
}
function decodeQp(data: string): string {
  const bytes = data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!;
  const match = new RegExp(`^${name}:([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, 'im').exec(head);
  return match ? decodeWords(match[1]!.trim()) : '';
}
/** Every text part's decoded content (text/plain and text/html). */
function textParts(raw: string): string[] {
  return raw.split(/\r?\n--[^\r\n]+/).flatMap((part) => {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\//i.test(head)) return [];
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(head)) return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return [decodeQp(body)];
    return [body];
  });
}

describe('SMTP adapter against a local SMTP server', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let settings: SmtpSettings;
  beforeAll(async () => {
    server = new SMTPServer({
      authMethods: ['PLAIN', 'LOGIN'],
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'S3cret-pass') return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            user: session.user as string | undefined,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    settings = { host: '127.0.0.1', port, secure: false, user: 'mailer', pass: 'S3cret-pass', from: '评估平台 <no-reply@portal.test>' };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('authenticates and delivers the Chinese code e-mail: To, Subject and the code in both bodies', async () => {
    const sender = new SmtpEmailSender(settings);
    await sender.send(codeEmail('parent@example.com', '582014', 5, 'zh'));
    sender.close();
    const mail = received.at(-1)!;
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('no-reply@portal.test');
    expect(mail.to).toEqual(['parent@example.com']);
    expect(headerOf(mail.raw, 'To')).toBe('parent@example.com');
    expect(headerOf(mail.raw, 'Subject')).toBe('您的验证码');
    const parts = textParts(mail.raw);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toContain('您的验证码是 582014，5 分钟内有效');
    expect(parts[1]).toContain('582014');
  });

  it('writes the English e-mail for an English requester', async () => {
    const sender = new SmtpEmailSender(settings);
    await sender.send(codeEmail('clinic@example.com', '090817', 5, 'en'));
    sender.close();
    const mail = received.at(-1)!;
    expect(headerOf(mail.raw, 'Subject')).toBe('Your verification code');
    expect(textParts(mail.raw)[0]).toContain('Your verification code is 090817. It is valid for 5 minutes.');
  });

  it('fails with a ProviderError when the server refuses the login, and nothing is delivered', async () => {
    const before = received.length;
    const sender = new SmtpEmailSender({ ...settings, pass: 'wrong' });
    const error = await sender.send(codeEmail('parent@example.com', '111111', 5, 'zh')).catch((e: unknown) => e);
    sender.close();
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).detail).toContain('EAUTH');
    expect(received.length).toBe(before);
  });

  it('fails with a ProviderError when no server listens', async () => {
    const sender = new SmtpEmailSender({ ...settings, port: 1 }, { timeoutMs: 2_000 });
    await expect(sender.send(codeEmail('parent@example.com', '111111', 5, 'zh'))).rejects.toBeInstanceOf(ProviderError);
    sender.close();
  });
});
