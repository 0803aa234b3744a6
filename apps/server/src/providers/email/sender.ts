/**
 * Sending an e-mail (a verification code). The verification module knows only this interface;
 * EMAIL_PROVIDER chooses `log` (the default, nothing to set up) or `smtp` (any SMTP server).
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailSender {
  /** Which adapter this is, for the start-up line and the logs. */
  readonly name: string;
  /** Resolves once the server accepted the message; rejects with ProviderError otherwise. */
  send(message: EmailMessage): Promise<void>;
  close?(): void;
}

export { ProviderError } from '../sms/sender';
