/**
 * What guards a route, readable from the route table: each guard hook carries its kind, and a
 * route without one must say it is public (`config.access`). The authorisation matrix and the
 * fuzz derive every route's refusals from these, so a route added later is checked by itself.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'public': no guard on purpose (login, the parent's link check, one-time file links).
     * 'login': a session is enough, no menu (the caller's own account, menus, shared lists).
     * Absent on a route behind the login guard: the route needs a menu of the caller's role.
     */
    access?: 'public' | 'login';
  }
}

export type GuardKind =
  /** A staff session (`token` header). */
  | 'login'
  /** A parent's temporary session for one test (`temtoken` header). */
  | 'parent-test'
  /** A parent's training link (`temtoken` header). */
  | 'parent-training'
  /** Either a staff session or a parent's temporary session. */
  | 'login-or-parent'
  /** Definition editing: development mode and the developer menu (after the login guard). */
  | 'developer';

const kinds = new WeakMap<object, GuardKind>();

/** Marks `hook` as a guard of this kind (returned as is). */
export function guard<F extends object>(kind: GuardKind, hook: F): F {
  kinds.set(hook, kind);
  return hook;
}

/** The kind of a registered hook, when it is a guard. */
export function guardKindOf(hook: unknown): GuardKind | undefined {
  return typeof hook === 'function' ? kinds.get(hook) : undefined;
}
