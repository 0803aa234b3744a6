/**
 * Each route's access class, derived from what the route registered: its guard hooks (tagged by
 * the auth module, auth/guards.ts) and its `config.access`. A route whose class cannot be derived
 * (no guard and not declared public, two kinds of session, public yet guarded) is reported, and
 * the matrix fails on it: a new route never slips in unchecked.
 */
import { guardKindOf, type GuardKind } from '../src/modules/auth';
import type { CollectedRoute } from './routes';

export type RouteClass =
  /** No session on purpose. */
  | 'public'
  /** A staff session, no menu needed. */
  | 'login-only'
  /** A staff session whose role holds the route's menu. */
  | 'menu-guarded'
  /** Definition editing: the developer menu in development mode. */
  | 'developer'
  /** A parent's temporary token, for its own test only. */
  | 'parent-test'
  /** A parent's training link. */
  | 'parent-training'
  /** A staff session or a parent's temporary token. */
  | 'login-or-parent';

export type Classified = { route: CollectedRoute; class: RouteClass } | { route: CollectedRoute; class: null; why: string };

export function classify(route: CollectedRoute): Classified {
  const kinds = new Set(route.hooks.map(guardKindOf).filter((k): k is GuardKind => k !== undefined));
  const access = route.config.access;
  const fail = (why: string): Classified => ({ route, class: null, why });
  if (access === 'public') return kinds.size === 0 ? { route, class: 'public' } : fail(`declared public but guarded by ${[...kinds].join(', ')}`);
  if (kinds.size === 0) return fail('no guard hook and not declared public (config.access)');
  const sessions = [...kinds].filter((k) => k !== 'developer');
  if (sessions.length !== 1) return fail(`${sessions.length} session guards (${[...kinds].join(', ')})`);
  const session = sessions[0]!;
  if (kinds.has('developer')) return session === 'login' && access === undefined ? { route, class: 'developer' } : fail('developer guard without the login guard');
  if (session === 'login') return { route, class: access === 'login' ? 'login-only' : 'menu-guarded' };
  if (access !== undefined) return fail(`config.access '${access}' on a ${session} route`);
  return { route, class: session };
}

/** The route's label in messages. */
export const label = (route: CollectedRoute) => `${route.method} ${route.url}`;
