/**
 * The order of the picker's children: a tool's clinician wants the children who can take it on
 * top, the others still listed (with their reason) so a familiar name does not seem lost.
 */
import type { Child } from '@portal/shared';

/** The recent children within the tool's ages, then the other recent children, none twice. */
export function inRangeFirst(inRange: readonly Child[], recent: readonly Child[]): Child[] {
  const listed = new Set(inRange.map((c) => c._id));
  return [...inRange, ...recent.filter((c) => !listed.has(c._id))];
}

/** Options that can be chosen first; within each group the order they came in. */
export function choosableFirst<T extends { disabled: boolean }>(options: readonly T[]): T[] {
  return [...options.filter((o) => !o.disabled), ...options.filter((o) => o.disabled)];
}
