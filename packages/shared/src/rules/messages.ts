/**
 * Texts of the generic field rules in zh and en. A separate table from the error
 * catalogue because these are messages beside a field, not call outcomes with codes; the same
 * `{name}` placeholders and `formatMessage` keep them consistent with it.
 */
import { errorCatalogue, formatMessage, type Locale } from '../errors';

export interface LocalizedText {
  zh: string;
  en: string;
}

export const ruleMessages = {
  required: { zh: '不能为空：{field}', en: 'Cannot be empty: {field}' },
  mustEqual: { zh: '必须与{other}一致', en: 'Must match {other}' },
  mustDiffer: { zh: '不能与{other}相同', en: 'Must differ from {other}' },
  invalidDate: { zh: '日期格式应为 YYYY-MM-DD', en: 'Dates must be in the YYYY-MM-DD format' },
  dateRangeOrder: { zh: '开始日期不能晚于结束日期', en: 'The start date cannot be after the end date' },
  dateRangeTooLong: { zh: '日期范围不能超过 {days} 天', en: 'The date range cannot exceed {days} days' },
  dateTooEarly: { zh: '日期不能早于 {min}', en: 'The date cannot be before {min}' },
  dateTooLate: { zh: '日期不能晚于 {max}', en: 'The date cannot be after {max}' },
  tel: { zh: '请输入正确的电话号码', en: 'Please enter a valid telephone number' },
  phone: { zh: '请输入正确的手机号', en: 'Please enter a correct mobile phone number' },
  // The password rule already has its text in the error catalogue: one wording everywhere.
  password: { zh: errorCatalogue.passwordRule.zh, en: errorCatalogue.passwordRule.en },
  email: { zh: '请输入正确的邮箱地址', en: 'Please enter a valid e-mail address' },
  notNumber: { zh: '请输入数字', en: 'Please enter a number' },
  numberTooSmall: { zh: '不能小于 {min}', en: 'Cannot be less than {min}' },
  numberTooLarge: { zh: '不能大于 {max}', en: 'Cannot be greater than {max}' },
  uploadType: { zh: '仅支持以下格式：{types}', en: 'Only these formats are accepted: {types}' },
  uploadSingle: { zh: '只能上传一个文件', en: 'Only one file can be uploaded' },
  time: { zh: '时间格式应为 HH:mm', en: 'Times must be in the HH:mm format' },
  ageOutOfRange: { zh: '出生日期不符合年龄要求', en: 'The birth date is outside the required age range' },
  ageUnknown: { zh: '未知', en: 'Unknown' },
} as const satisfies Record<string, LocalizedText>;

export type RuleMessageKey = keyof typeof ruleMessages;
export type MessageParams = Record<string, string | number>;

export function ruleMessage(key: RuleMessageKey, locale: Locale, params?: MessageParams): string {
  return formatMessage(ruleMessages[key][locale], params);
}

/** A bilingual text with its `{name}` placeholders filled, in both languages. */
export function localizedText(text: LocalizedText, params?: MessageParams): LocalizedText {
  return { zh: formatMessage(text.zh, params), en: formatMessage(text.en, params) };
}

/** Both languages at once: the browser picks one, the server answers in the caller's. */
export function ruleText(key: RuleMessageKey, params?: MessageParams): LocalizedText {
  return localizedText(ruleMessages[key], params);
}
