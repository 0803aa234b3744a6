/**
 * The default SMS "service": the code goes to the server log at info level, so an installation
 * with no SMS account still works end to end (the operator reads the code out of the log).
 */
import type { FastifyBaseLogger } from 'fastify';
import { e164, type SmsMessage, type SmsSender } from './sender';

export class LogSmsSender implements SmsSender {
  readonly name = 'log';
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.info({ channel: 'sms', to: e164(message), code: message.code, ttlMinutes: message.ttlMinutes }, `verification code ${message.code} for ${e164(message)} (SMS_PROVIDER=log: not sent)`);
  }
}
