/**
 * The server's route table as the server itself registers it (buildApp's onRoute hook), so the
 * authorisation matrix and the fuzz cover every route, including ones added after they were written.
 */
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface CollectedRoute {
  method: Method;
  url: string;
  /** onRequest, preValidation and preHandler hooks, in that order. */
  hooks: unknown[];
  config: Record<string, unknown>;
  schema: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The collector to pass as `onRoute`, and what it gathered (HEAD twins of GETs left out). */
export function routeCollector(): { onRoute: (route: RouteOptions) => void; routes: CollectedRoute[] } {
  const routes: CollectedRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of list(route.method) as string[]) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method: method as Method,
        url: route.url,
        hooks: [...list(route.onRequest), ...list(route.preValidation), ...list(route.preHandler)],
        config: (route.config ?? {}) as Record<string, unknown>,
        schema: (route.schema ?? {}) as CollectedRoute['schema'],
      });
    }
  };
  return { onRoute, routes };
}

interface ZodLike {
  shape?: Record<string, unknown>;
  _zod?: { def?: { type?: string; innerType?: unknown; in?: unknown; out?: unknown; options?: unknown[]; left?: unknown; right?: unknown; getter?: () => unknown } };
}

/** The field names a zod schema's object(s) name, through optional, default, pipe, union and intersection wrappers. */
export function fieldsOf(schema: unknown, depth = 0): string[] {
  const node = schema as ZodLike | undefined;
  if (!node || typeof node !== 'object' || depth > 8) return [];
  if (node.shape && typeof node.shape === 'object') return Object.keys(node.shape);
  const def = node._zod?.def;
  if (!def) return [];
  const inner = [def.innerType, def.in, def.left, def.right, ...(def.options ?? [])].filter(Boolean);
  if (def.type === 'lazy' && def.getter) inner.push(def.getter());
  return [...new Set(inner.flatMap((s) => fieldsOf(s, depth + 1)))];
}

export function routeFields(route: CollectedRoute): { params: string[]; query: string[]; body: string[] } {
  return { params: fieldsOf(route.schema.params), query: fieldsOf(route.schema.querystring), body: fieldsOf(route.schema.body) };
}

/** A field that names an object by id (`_id`, `id`, `ids`, `children_id`, `fileId`, …). */
export const isIdField = (name: string) => /^(_?id|ids)$|_id$|_ids$|[a-z]Id$|[a-z]Ids$/.test(name);

type Def = NonNullable<NonNullable<ZodLike['_zod']>['def']> & { shape?: Record<string, unknown>; entries?: Record<string, unknown>; values?: unknown[]; element?: unknown; checks?: Array<{ _zod?: { def?: { format?: string } } }> };

function defOf(schema: unknown): Def | undefined {
  return (schema as ZodLike | undefined)?._zod?.def as Def | undefined;
}

/**
 * A plausible input for a zod schema: required fields filled with the simplest value of their
 * type, id fields (required or not) with `id`. Enough to get past validation for most routes, so
 * that a refusal comes from the guard being tested rather than from the body's shape.
 */
export function sampleOf(schema: unknown, id: string, name = '', depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 6) return undefined;
  const shape = (schema as ZodLike).shape;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(shape ?? {})) {
        const optional = ['optional', 'default', 'prefault'].includes(defOf(child)?.type ?? '');
        if (optional && !isIdField(key)) continue;
        const value = sampleOf(child, id, key, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return sampleOf(def.innerType, id, name, depth + 1);
    case 'pipe':
      return sampleOf(def.in, id, name, depth + 1);
    case 'union':
      return sampleOf(def.options?.[0], id, name, depth + 1);
    case 'intersection':
      return { ...(sampleOf(def.left, id, name, depth + 1) as object), ...(sampleOf(def.right, id, name, depth + 1) as object) };
    case 'string':
      return isIdField(name) || def.checks?.some((c) => c._zod?.def?.format === 'uuid') ? id : 'x';
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return isIdField(name) ? [id] : [];
    case 'record':
      return {};
    case 'lazy':
      return def.getter ? sampleOf(def.getter(), id, name, depth + 1) : undefined;
    default:
      return undefined;
  }
}

/** Query values travel as strings. */
export function asQuery(value: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (v === undefined) continue;
    out[key] = Array.isArray(v) ? v.map(String) : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  }
  return out;
}

/** An inject request for the route with the sample input (params, query and body) around `id`. */
export function sampleRequest(route: CollectedRoute, id: string, override: Record<string, unknown> = {}) {
  const params = { ...(sampleOf(route.schema.params, id) as object), ...pick(override, fieldsOf(route.schema.params)) } as Record<string, unknown>;
  const url = route.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? id))).replace(/\*$/, id);
  const query = { ...(sampleOf(route.schema.querystring, id) as object), ...pick(override, fieldsOf(route.schema.querystring)) };
  const body = route.schema.body ? { ...(sampleOf(route.schema.body, id) as object), ...pick(override, fieldsOf(route.schema.body)) } : undefined;
  return { method: route.method, url, query: asQuery(query), ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) };
}

function pick(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => keys.includes(k)));
}
