/**
 * The parent pages' routes: /dreamit/token/{token} (ready), …/view/{fromView} (the additional
 * chain), …/questions, …/end; Dream-ITS parents the same under /dreamits/token/{token}. A router
 * of a few lines instead of react-router keeps the phone's first download small.
 */
import { useSyncExternalStore } from 'react';

export type ParentPage = { page: 'ready' } | { page: 'form'; form: string } | { page: 'questions' } | { page: 'end' };
export type ParentRoute = ParentPage & { flow: 'dreamit' | 'dreamits'; token: string; base: string };

const PATTERN = /^\/(dreamits?)\/token\/([^/]+)(?:\/(?:(view)\/([^/]+)|(questions)|(end)))?\/?$/;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

export function parseParentPath(pathname: string): ParentRoute | null {
  const match = PATTERN.exec(pathname);
  if (!match) return null;
  const token = decode(match[2]!);
  if (!token) return null;
  const flow = match[1] as 'dreamit' | 'dreamits';
  const base = `/${flow}/token/${encodeURIComponent(token)}`;
  if (match[3]) {
    const form = decode(match[4]!);
    return form ? { flow, token, base, page: 'form', form } : null;
  }
  if (match[5]) return { flow, token, base, page: 'questions' };
  if (match[6]) return { flow, token, base, page: 'end' };
  return { flow, token, base, page: 'ready' };
}

/** The training link (issue 10 item 6): /training/token/{token}, …/activity/{id}, …/consult. */
export type TrainingPage = { page: 'today' } | { page: 'activity'; activityId: string } | { page: 'consult' };
export type TrainingRoute = TrainingPage & { token: string; base: string };

const TRAINING_PATTERN = /^\/training\/token\/([^/]+)(?:\/(?:activity\/([^/]+)|(consult)))?\/?$/;

export function parseTrainingPath(pathname: string): TrainingRoute | null {
  const match = TRAINING_PATTERN.exec(pathname);
  if (!match) return null;
  const token = decode(match[1]!);
  if (!token) return null;
  const base = `/training/token/${encodeURIComponent(token)}`;
  if (match[2]) {
    const activityId = decode(match[2]);
    return activityId ? { token, base, page: 'activity', activityId } : null;
  }
  return match[3] ? { token, base, page: 'consult' } : { token, base, page: 'today' };
}

/** The early-screening link (`/its/run/early/{cid}`): it opens the record's Dream-ITS parent link. */
const EARLY_RUN_PATTERN = /^\/its\/run\/early\/([^/]+)\/?$/;

export function parseEarlyRunPath(pathname: string): { cid: string } | null {
  const match = EARLY_RUN_PATTERN.exec(pathname);
  const cid = match ? decode(match[1]!) : null;
  return cid ? { cid } : null;
}

export function trainingPathOf(base: string, page: TrainingPage): string {
  if (page.page === 'activity') return `${base}/activity/${encodeURIComponent(page.activityId)}`;
  return page.page === 'consult' ? `${base}/consult` : base;
}

export function pathOf(base: string, page: ParentPage): string {
  switch (page.page) {
    case 'ready':
      return base;
    case 'form':
      return `${base}/view/${encodeURIComponent(page.form)}`;
    case 'questions':
      return `${base}/questions`;
    case 'end':
      return `${base}/end`;
  }
}

const listeners = new Set<() => void>();
const notify = (): void => {
  for (const listener of [...listeners]) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

const currentPath = (): string => window.location.pathname;

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (path === window.location.pathname) return;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.scrollTo(0, 0);
  notify();
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPath, () => '/');
}
