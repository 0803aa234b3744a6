/**
 * The default e-mail "service": the message goes to the server log at info level, so an
 * installation without a mail server still works end to end.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, EmailSender } from './sender';

export class LogEmailSender implements EmailSender {
  readonly name = 'log';
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: EmailMessage): Promise<void> {
    this.log.info({ channel: 'email', to: message.to, subject: message.subject, text: message.text }, `e-mail to ${message.to} (EMAIL_PROVIDER=log: not sent): ${message.text}`);
  }
}
