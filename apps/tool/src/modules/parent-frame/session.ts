/**
 * What a phone remembers of a parent link, keyed by the link's QR token: the temporary session
 * the link was exchanged for and where the parent got to, so reopening the link (or a reload)
 * resumes instead of asking the server for a new session (the QR token expires after 30 minutes;
 * the session lasts a day).
 */
import { STORAGE_KEYS } from '@portal/shared';

export interface LinkSession {
  temToken: string;
  testId: string;
  toolsType: string;
  institution: string;
  /** The last page the parent was on (a path under the link). */
  step: string | null;
  /** The questions page the parent was on (index into question_page_sort). */
  page: number | null;
  /** Submitted (or refused with 704): the link opens the end page. */
  ended: boolean;
  /** temporary/failure was called: never again. */
  released: boolean;
}

export const LINK_KEY_PREFIX = 'parent_link:';
const memory = new Map<string, string>();

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const local = globalThis.localStorage;
    if (local) return local;
  } catch {
    // Private mode without storage: remembered for this page only.
  }
  return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };
}

export function loadLink(token: string): LinkSession | null {
  try {
    const parsed = JSON.parse(storage().getItem(LINK_KEY_PREFIX + token) ?? 'null') as LinkSession | null;
    return parsed && typeof parsed.temToken === 'string' && typeof parsed.testId === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function saveLink(token: string, session: LinkSession): LinkSession {
  try {
    storage().setItem(LINK_KEY_PREFIX + token, JSON.stringify(session));
  } catch {
    // Full or refused storage: the flow still works, a reload just starts from the ready page.
  }
  return session;
}

export function updateLink(token: string, patch: Partial<LinkSession>): LinkSession | null {
  const current = loadLink(token);
  return current ? saveLink(token, { ...current, ...patch }) : null;
}

export function forgetLink(token: string): void {
  storage().removeItem(LINK_KEY_PREFIX + token);
}

/** Spec: the parent's calls carry `temporary_token`, and a login token on the same phone is removed. */
export function storeTemporaryToken(temToken: string): void {
  const s = storage();
  s.setItem(STORAGE_KEYS.temporaryToken, temToken);
  s.removeItem(STORAGE_KEYS.token);
}
