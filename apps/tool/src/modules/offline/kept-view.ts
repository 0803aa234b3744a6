/**
 * The page's side of a link reopened without network: the worker served parent.html with the
 * link's kept test view in it (policy.ts `withKeptView`). It is taken once, for the test and the
 * language it was kept for, and is the answer the worker would give the page's own request.
 */
import { KEPT_VIEW_ID, type KeptView } from './policy';

export function takeKeptView(testId: string, acceptLanguage: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById(KEPT_VIEW_ID);
  if (!block) return undefined;
  block.remove();
  try {
    const kept = JSON.parse(block.textContent ?? '') as Partial<KeptView>;
    const envelope = kept.envelope as { success?: unknown; data?: unknown } | null | undefined;
    if (kept.testId !== testId || (kept.locale !== acceptLanguage && kept.locale !== '*') || envelope?.success !== true) return undefined;
    return envelope.data ?? undefined;
  } catch {
    return undefined;
  }
}
