/** E-mail through any SMTP server (nodemailer), with AUTH when a user is configured. */
import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { ProviderError, type EmailMessage, type EmailSender } from './sender';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  /** The From header, e.g. "评估平台 <no-reply@example.com>". */
  from: string;
}

export class SmtpEmailSender implements EmailSender {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  /** `tls`: extra TLS options (the tests' self-signed server); production uses the system's CAs. */
  constructor(
    private readonly settings: SmtpSettings,
    options: { tls?: { rejectUnauthorized?: boolean }; timeoutMs?: number } = {},
  ) {
    const timeout = options.timeoutMs ?? 15_000;
    // Loaded here, not at start: a server that sends no e-mail through SMTP never loads it.
    const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
      ...(options.tls ? { tls: options.tls } : {}),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      const info = await this.transport.sendMail({ from: this.settings.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      const rejected = info.rejected ?? [];
      if (rejected.length > 0) throw new Error(`rejected: ${rejected.map(String).join(', ')}`);
    } catch (error) {
      const e = error as { code?: string; responseCode?: number; message?: string };
      throw new ProviderError('smtp', [e.code, e.responseCode, e.message].filter(Boolean).join(' '), { cause: error });
    }
  }

  close(): void {
    this.transport.close();
  }
}
