/**
 * Form fields verified with a code (send, count down, verify). A `phoneNumber` or `email` item
 * whose `input.props.verify` is true holds, once verified, the verification's own shape: `{phone,
 * code, phone_select_code}` or `{email, code}`. Until then it holds the typed text, which a form
 * refuses to submit and the server to store. The field rules (tel, email, required) read the
 * verified shape's phone or address.
 */
import { z } from 'zod';
import { errorText } from '../errors';
import type { FieldName, RuleError } from './field-rules';

export type VerifyKind = 'phone' | 'email';

/** The item prop that asks for verification: `input: { type: 'phoneNumber', props: { verify: true } }`. */
export const VERIFY_PROP = 'verify';

interface VerifiableItem {
  input?: { type?: string | undefined; props?: Record<string, unknown> | undefined } | undefined;
}

/** Which verification an item asks for, or null. */
export function verifyKindOf(item: VerifiableItem): VerifyKind | null {
  if (item.input?.props?.[VERIFY_PROP] !== true) return null;
  if (item.input.type === 'phoneNumber') return 'phone';
  if (item.input.type === 'email') return 'email';
  return null;
}

const code = z.string().regex(/^\d{4,8}$/);
export const verifiedPhoneValue = z.strictObject({
  phone: z.string().regex(/^\d{5,15}$/),
  code,
  /** Area code and number joined by a hyphen: '86-13812345678'. */
  phone_select_code: z.string().regex(/^\+?\d{1,4}-\d{5,15}$/),
});
export const verifiedEmailValue = z.strictObject({ email: z.string().min(3).max(254), code });
export type VerifiedPhoneValue = z.infer<typeof verifiedPhoneValue>;
export type VerifiedEmailValue = z.infer<typeof verifiedEmailValue>;
export type VerifiedValue = VerifiedPhoneValue | VerifiedEmailValue;
/** Either verified shape (request bodies accept it where a field value may stand). */
export const verifiedValue = z.union([verifiedPhoneValue, verifiedEmailValue]);

export function verifiedPhone(areaCode: string, phone: string, verifiedCode: string): VerifiedPhoneValue {
  return { phone, code: verifiedCode, phone_select_code: `${areaCode.replace(/^\+/, '')}-${phone}` };
}

export function verifiedEmail(email: string, verifiedCode: string): VerifiedEmailValue {
  return { email, code: verifiedCode };
}

/** The verified shape of `kind`, or null for anything else (typed text, another shape). */
export function asVerifiedValue(kind: 'phone', value: unknown): VerifiedPhoneValue | null;
export function asVerifiedValue(kind: 'email', value: unknown): VerifiedEmailValue | null;
export function asVerifiedValue(kind: VerifyKind, value: unknown): VerifiedValue | null;
export function asVerifiedValue(kind: VerifyKind, value: unknown): VerifiedValue | null {
  const parsed = (kind === 'phone' ? verifiedPhoneValue : verifiedEmailValue).safeParse(value);
  if (!parsed.success) return null;
  if ('phone_select_code' in parsed.data && !parsed.data.phone_select_code.endsWith(`-${parsed.data.phone}`)) return null;
  return parsed.data;
}

/** What the field rules read: a verified value's phone number or address, anything else as is. */
export function plainFieldValue(value: unknown): unknown {
  const phone = asVerifiedValue('phone', value);
  if (phone) return phone.phone;
  const email = asVerifiedValue('email', value);
  return email ? email.email : value;
}

/** A value in a verify field that is not the verified shape: the form's message (code 737's text). */
export function notVerifiedError(field: FieldName | undefined): RuleError {
  const name = (locale: 'zh' | 'en') => (field === undefined ? '' : typeof field === 'string' ? field : ((locale === 'en' ? field.en || field.zh : field.zh || field.en) ?? ''));
  return { key: 'custom', zh: errorText('fieldNotVerified', 'zh', { field: name('zh') }), en: errorText('fieldNotVerified', 'en', { field: name('en') }) };
}
