import { ApiError } from './http';
import { getLocale, parentText } from './i18n';
import { isNetworkError } from './online';

/** 306: the link's temporary session is unknown or over (it must be exchanged again). */
export const SESSION_GONE = 306;

/** What a parent reads for a failed call: a missing network says what happens next (the page retries by itself). */
export function messageOf(error: unknown): string {
  if (isNetworkError(error)) return parentText(getLocale(), 'offlineWait');
  return error instanceof Error && error.message ? error.message : String(error);
}

export function codeOf(error: unknown): number | null {
  return error instanceof ApiError ? error.code : null;
}
