/** The phoneNumber widget's value: 'code-number' joined by a hyphen, default code 86. */
export const DEFAULT_DIAL_CODE = '86';

export function joinPhone(code: string | null | undefined, number: string | null | undefined): string {
  const digits = (number ?? '').trim();
  if (!digits) return '';
  const dial = (code ?? '').trim().replace(/^\+/, '') || DEFAULT_DIAL_CODE;
  return `${dial}-${digits}`;
}

/** '86-13800138000' → { code: '86', number: '13800138000' }; a bare number keeps the default code. */
export function splitPhone(value: unknown): { code: string; number: string } {
  if (value === undefined || value === null || value === '') return { code: DEFAULT_DIAL_CODE, number: '' };
  const text = String(value).trim();
  const match = /^\+?(\d{1,4})-(.*)$/.exec(text);
  if (match) return { code: match[1]!, number: match[2]! };
  return { code: DEFAULT_DIAL_CODE, number: text };
}
