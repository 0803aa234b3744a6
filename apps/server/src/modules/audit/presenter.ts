/** An audit row as the page (and its export) shows it: labels, never table or column names. */
import { DELETED_USER, type AuditAction, type AuditRow, type Locale } from '@portal/shared';
import { fieldLabel, tableLabel } from './labels';

export type StoredAuditRow = {
  id: string;
  at: Date | string;
  actor_kind: string;
  action: string;
  table_name: string | null;
  row_id: string | null;
  changes: Record<string, { before?: unknown; after?: unknown; erased?: boolean }> | null;
  detail: Record<string, unknown> | null;
  address: string | null;
  username: string | null;
  nickname: string | null;
  i_name: string | null;
  i_name_en: string | null;
  r_name: string | null;
  r_name_en: string | null;
  child_name: string | null;
  menu_name: string | null;
  menu_name_en: string | null;
};

const WORDS = {
  system: { zh: '系统', en: 'System' },
  parent: { zh: '家长（测评链接）', en: 'Parent (test link)' },
  erased: { zh: '（已清除）', en: '(erased)' },
  empty: { zh: '（空）', en: '(empty)' },
  page: { zh: '页面', en: 'Page' },
  format: { zh: '格式', en: 'Format' },
  username: { zh: '用户名', en: 'Username' },
  version: { zh: '版本', en: 'Version' },
  title: { zh: '文件名', en: 'File name' },
  files: { zh: '文件数', en: 'Files' },
  rows: { zh: '记录数', en: 'Rows' },
} as const;
type Word = keyof typeof WORDS;
const say = (word: Word, locale: Locale) => WORDS[word][locale];

const MAX_VALUE = 80;
function valueText(value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return say('empty', locale);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

function changesText(row: StoredAuditRow, locale: Locale): string {
  const parts = Object.entries(row.changes ?? {}).map(([field, change]) => {
    const label = fieldLabel(row.table_name, field, locale);
    if (change.erased) return `${label}: ${say('erased', locale)}`;
    if (!('before' in change)) return `${label}: ${valueText(change.after, locale)}`;
    if (!('after' in change)) return `${label}: ${valueText(change.before, locale)}`;
    return `${label}: ${valueText(change.before, locale)} → ${valueText(change.after, locale)}`;
  });
  return parts.join('; ');
}

/** What an event names, by the words of the screen. */
function detailText(row: StoredAuditRow, locale: Locale): string {
  const detail = row.detail;
  if (!detail) return '';
  if (detail.erased === true) return say('erased', locale);
  const parts: string[] = [];
  if (typeof detail.menuId === 'string') parts.push(`${say('page', locale)}: ${(locale === 'en' ? row.menu_name_en || row.menu_name : row.menu_name) ?? say('empty', locale)}`);
  const known: Word[] = ['format', 'username', 'version', 'title', 'files', 'rows'];
  for (const key of known) if (detail[key] !== undefined) parts.push(`${say(key, locale)}: ${valueText(detail[key], locale)}`);
  return parts.join('; ');
}

function userName(row: StoredAuditRow, locale: Locale): string {
  if (row.actor_kind === 'system') return say('system', locale);
  if (row.actor_kind === 'parent') return say('parent', locale);
  if (row.username === null) return row.actor_kind === 'user' && row.detail?.username !== undefined ? '' : DELETED_USER[locale];
  return row.nickname ? `${row.nickname} (${row.username})` : row.username;
}

export function presentAuditRow(row: StoredAuditRow, locale: Locale): AuditRow {
  const institution = locale === 'en' ? row.i_name_en || row.i_name : row.i_name;
  const role = locale === 'en' ? row.r_name_en || row.r_name : row.r_name;
  return {
    _id: row.id,
    at: new Date(row.at).toISOString(),
    user_name: userName(row, locale),
    identity: [institution, role].filter(Boolean).join(' · '),
    action: row.action as AuditAction,
    table_label: tableLabel(row.table_name, locale),
    row_id: row.row_id,
    child_name: row.child_name ?? '',
    changes: row.table_name === null || row.changes === null ? detailText(row, locale) : changesText(row, locale),
    address: row.address ?? '',
  };
}
