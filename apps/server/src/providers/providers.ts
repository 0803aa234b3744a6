/**
 * The outside services behind interfaces (DESIGN.md): each has a real adapter and a default that
 * needs nothing configured. Made once per server process from the configuration.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { LogEmailSender } from './email/log';
import type { EmailSender } from './email/sender';
import { SmtpEmailSender } from './email/smtp';
import { LogSmsSender } from './sms/log';
import type { SmsSender } from './sms/sender';
import { TencentSmsSender } from './sms/tencent';
import { ReviewSpeechScorer } from './speech/review';
import type { SpeechScorer } from './speech/scorer';

export interface Providers {
  sms: SmsSender;
  email: EmailSender;
  /** Scoring of recorded speech items; the default leaves every item awaiting the clinician's review. */
  speech: SpeechScorer;
}

export function createProviders(config: Pick<Config, 'sms' | 'email'>, log: Pick<FastifyBaseLogger, 'info'>): Providers {
  const { sms, email } = config;
  return {
    sms: sms.provider === 'tencent' ? new TencentSmsSender(sms) : new LogSmsSender(log),
    email: email.provider === 'smtp' ? new SmtpEmailSender(email) : new LogEmailSender(log),
    speech: new ReviewSpeechScorer(),
  };
}

/** The start-up line: an operator must know when codes land in the log instead of on phones. */
export function providersNotice(providers: Providers): string | null {
  const logged = [providers.sms.name === 'log' && 'SMS (SMS_PROVIDER)', providers.email.name === 'log' && 'e-mail (EMAIL_PROVIDER)'].filter(Boolean);
  if (logged.length === 0) return null;
  return `verification codes by ${logged.join(' and ')} are not sent: they are written to this log at info level`;
}
