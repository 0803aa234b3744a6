import { ApiError } from './http';

/** 306: the link's temporary session is unknown or over (it must be exchanged again). */
export const SESSION_GONE = 306;

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

export function codeOf(error: unknown): number | null {
  return error instanceof ApiError ? error.code : null;
}
