/**
 * The page's side of the offline worker: registered a while after the page has loaded (nothing of
 * it in the way of the first question), and the calls a page made before the worker took over asked once
 * more through it, so the very first visit is kept too (the worker sees only what passes it).
 */
import { OFFLINE_WORKER_PATH } from '@portal/shared';
import { KEPT_CALLS } from './policy';

const AFTER_LOAD_MS = 3000;
const IDLE_WAIT_MS = 2000;
const waiting = new Map<string, () => Promise<unknown>>();
let registered = false;

function worker(): ServiceWorkerContainer | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext ? navigator.serviceWorker : null;
}

/** A kept call answered before the worker controlled the page: asked again (silently) once it does. */
export function keepWhenControlled(path: string, query: unknown, ask: () => Promise<unknown>): void {
  const container = worker();
  if (!container || container.controller || !KEPT_CALLS.includes(path)) return;
  waiting.set(`${path}?${JSON.stringify(query)}`, ask);
}

export function registerOfflineWorker(): void {
  const container = worker();
  if (!container || registered) return;
  registered = true;
  container.addEventListener('controllerchange', () => {
    const asks = [...waiting.values()];
    waiting.clear();
    for (const ask of asks) void ask().catch(() => undefined);
  });
  const register = () => void container.register(OFFLINE_WORKER_PATH, { scope: '/' }).catch(() => undefined);
  // Well after the page's first question: installing fetches the pages not yet loaded, which a
  // slow phone's first visit should not wait behind.
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: IDLE_WAIT_MS });
      else register();
    }, AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
