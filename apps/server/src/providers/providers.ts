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
import { TencentSoeSpeechScorer } from './speech/tencent-soe';
import { TranscriptionSpeechScorer } from './speech/transcription';
import { BuiltinReportWriter } from './report-writer/builtin';
import { OpenAiCompatibleReportWriter } from './report-writer/openai-compatible';
import type { ReportWriter } from './report-writer/writer';

export interface Providers {
  sms: SmsSender;
  email: EmailSender;
  /** Scoring of recorded speech items; the default leaves every item awaiting the clinician's review. */
  speech: SpeechScorer;
  /** Absent: made from the configuration when first needed (tests that fake only SMS and e-mail leave it out). */
  reportWriter?: ReportWriter;
}

function createSpeechScorer(speech: Config['speech']): SpeechScorer {
  if (speech.provider === 'tencent-soe') return new TencentSoeSpeechScorer(speech);
  if (speech.provider === 'transcription') return new TranscriptionSpeechScorer(speech);
  return new ReviewSpeechScorer();
}

export function createProviders(config: Pick<Config, 'sms' | 'email' | 'speech' | 'reportWriter'>, log: Pick<FastifyBaseLogger, 'info'>): Providers {
  const { sms, email, reportWriter } = config;
  return {
    sms: sms.provider === 'tencent' ? new TencentSmsSender(sms) : new LogSmsSender(log),
    email: email.provider === 'smtp' ? new SmtpEmailSender(email) : new LogEmailSender(log),
    speech: createSpeechScorer(config.speech),
    reportWriter: createReportWriter(reportWriter),
  };
}

/** The AI report's writer (REPORT_WRITER): the built-in one unless an OpenAI-compatible server is configured. */
export function createReportWriter(settings: Config['reportWriter']): ReportWriter {
  return settings.provider === 'openai-compatible' ? new OpenAiCompatibleReportWriter(settings) : new BuiltinReportWriter();
}

/** The process's writer: the one in the providers (tests put theirs there), else made once from the configuration. */
const madeWriters = new WeakMap<Config, ReportWriter>();
export function reportWriterOf(ctx: { config: Config; providers?: Providers }): ReportWriter {
  if (ctx.providers?.reportWriter) return ctx.providers.reportWriter;
  let writer = madeWriters.get(ctx.config);
  if (!writer) madeWriters.set(ctx.config, (writer = createReportWriter(ctx.config.reportWriter)));
  return writer;
}

/**
 * The start-up line: an operator must know when codes land in the log instead of on phones, and
 * when no machine scores recorded speech.
 */
export function providersNotice(providers: Providers): string | null {
  const logged = [providers.sms.name === 'log' && 'SMS (SMS_PROVIDER)', providers.email.name === 'log' && 'e-mail (EMAIL_PROVIDER)'].filter(Boolean);
  const notices = [
    logged.length > 0 && `verification codes by ${logged.join(' and ')} are not sent: they are written to this log at info level`,
    providers.speech.name === 'review' && 'recorded speech is not scored by a machine (SPEECH_PROVIDER=review): every item waits for a clinician to score it',
  ].filter(Boolean);
  return notices.length > 0 ? notices.join('; ') : null;
}
