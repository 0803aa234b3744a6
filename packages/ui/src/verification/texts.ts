/** The verification field's own words, zh and en; the server's messages arrive translated already. */
import { errorText, type Locale } from '@portal/shared';
import type { VerificationKind, VerificationState } from './controller';

const TEXTS = {
  zh: { send: '获取验证码', resend: '{n} 秒后重发', sending: '发送中…', verifying: '验证中…', verified: '已验证', code: '验证码', sent: '验证码已发送' },
  en: { send: 'Get code', resend: 'Resend in {n} s', sending: 'Sending…', verifying: 'Verifying…', verified: 'Verified', code: 'Verification code', sent: 'Code sent' },
} as const;

export type VerificationTextKey = keyof (typeof TEXTS)['zh'];

export function verificationText(key: VerificationTextKey, locale: Locale, n?: number): string {
  return TEXTS[locale][key].replace('{n}', String(n ?? ''));
}

/** The send button's label: counting down, sending, or 'get code'. */
export function sendLabel(state: Pick<VerificationState, 'countdown' | 'status'>, locale: Locale): string {
  if (state.status === 'sending') return verificationText('sending', locale);
  if (state.countdown > 0) return verificationText('resend', locale, state.countdown);
  return verificationText('send', locale);
}

/** The line under the field: the rule's message for a bad target, the status, or the server's error. */
export function statusLine(state: VerificationState, locale: Locale): { tone: 'error' | 'warning' | 'success' | 'info'; text: string } | null {
  if (state.target !== '' && !state.valid) return { tone: 'error', text: errorText(state.kind === 'phone' ? 'phoneInvalid' : 'emailInvalid', locale) };
  if (state.status === 'error' && state.error) return { tone: 'error', text: state.error };
  if (state.status === 'verifying') return { tone: 'warning', text: verificationText('verifying', locale) };
  if (state.status === 'verified') return { tone: 'success', text: verificationText('verified', locale) };
  if (state.status === 'sent') return { tone: 'info', text: verificationText('sent', locale) };
  return null;
}

export function isVerifiedFor(state: VerificationState, kind: VerificationKind, target: string): boolean {
  return state.kind === kind && state.status === 'verified' && state.target === target;
}
