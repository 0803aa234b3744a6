/**
 * Sending a verification code by text message. The verification module knows only this
 * interface; which service delivers is configuration (SMS_PROVIDER): `log` (the default, nothing
 * to set up) or `tencent` (Tencent Cloud SMS).
 */
export interface SmsMessage {
  /** The national number, e.g. 13800138000. */
  phone: string;
  /** The country calling code without '+', e.g. 86. */
  areaCode: string;
  code: string;
  /** How long the code stays valid, as the message tells the reader. */
  ttlMinutes: number;
}

export interface SmsSender {
  /** Which adapter this is, for the start-up line and the logs. */
  readonly name: string;
  /** Resolves once the service accepted the message; rejects with ProviderError otherwise. */
  send(message: SmsMessage): Promise<void>;
}

/**
 * An outside service refused or could not be reached. `detail` is for the server log only: it
 * may name the account's template or balance, nothing a caller should see.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${detail}`, options);
  }
}

/** E.164 as the SMS services want it: +{area code}{number}. */
export function e164(message: Pick<SmsMessage, 'phone' | 'areaCode'>): string {
  return `+${message.areaCode}${message.phone}`;
}
