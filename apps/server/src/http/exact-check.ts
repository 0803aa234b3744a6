/**
 * A compiled "already exactly right" test derived from a zod schema, for the hot paths: a request
 * body or an answer that passes it is one zod would accept and give back unchanged, so zod's
 * parse (its issue lists, its copy of every object) can be skipped and the value used as it is.
 * Anything the test is not sure of (a transform, a default to fill, keys zod would strip, a kind
 * of schema or check it does not know) fails it, and the caller runs zod as before: the refusals
 * and their messages are still zod's, from the one schema. Built once per schema, at route set-up.
 *
 * The rule the test holds to (checked against zod in exact-check.test.ts and, outside
 * production, on every call by the callers): `test(v)` ⇒ zod accepts v and its output is v.
 */
import { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';

type Test = (value: unknown) => boolean;
/** `exact`: a failed test also means zod refuses (no transform or default could make it pass); unions need it of the options before the one that passes. */
interface Node {
  test: Test;
  exact: boolean;
}

// zod's def objects differ per kind; each case below reads the fields of its kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Def = Record<string, any> & { type: string };
const defOf = (schema: $ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const zodOf = (schema: $ZodType) => (schema as unknown as { _zod: { optin?: string; optout?: string } })._zod;

const compiled = new WeakMap<$ZodType, Node | null>();

/**
 * The test for `schema`, or null when its kind cannot be tested exactly (zod alone, then). Outside
 * production every value it passes is parsed by zod as well and must come back the same, so the
 * API tests hold the test to its rule on every request and answer they make.
 */
export function exactCheck(schema: $ZodType): Test | null {
  const test = nodeOf(schema)?.test ?? null;
  if (!test || process.env.NODE_ENV === 'production') return test;
  return (value) => {
    if (!test(value)) return false;
    const parsed = safeParse(schema, value);
    if (!parsed.success || canonical(parsed.data) !== canonical(value)) throw new Error(`exact check passed what zod ${parsed.success ? 'changes' : 'refuses'}: ${canonical(value).slice(0, 300)}`);
    return true;
  };
}

/** JSON with sorted keys: zod builds its objects in the schema's key order. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v) => (isPlainObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v)) ?? 'undefined';

function nodeOf(schema: $ZodType): Node | null {
  if (compiled.has(schema)) return compiled.get(schema)!;
  compiled.set(schema, null); // a recursive schema without `lazy` stays with zod
  const node = build(schema);
  compiled.set(schema, node);
  return node;
}

/** A check of the value's own constraints (min, max, pattern…); null for one not known here. */
function checksOf(def: Def): { test: Test; exact: boolean } | null {
  const tests: Test[] = [];
  let exact = true;
  for (const check of (def.checks ?? []) as $ZodType[]) {
    const c = defOf(check);
    if (c.when && c.when !== HAS_LENGTH) return null;
    switch (c.check) {
      case 'min_length':
        tests.push((v) => (v as { length: number }).length >= c.minimum);
        break;
      case 'max_length':
        tests.push((v) => (v as { length: number }).length <= c.maximum);
        break;
      case 'length_equals':
        tests.push((v) => (v as { length: number }).length === c.length);
        break;
      case 'greater_than':
        tests.push(c.inclusive ? (v) => (v as number) >= c.value : (v) => (v as number) > c.value);
        break;
      case 'less_than':
        tests.push(c.inclusive ? (v) => (v as number) <= c.value : (v) => (v as number) < c.value);
        break;
      case 'number_format':
        if (c.format === 'safeint') tests.push((v) => Number.isSafeInteger(v));
        else if (c.format === 'int32') tests.push((v) => Number.isInteger(v) && (v as number) >= -2147483648 && (v as number) <= 2147483647);
        else return null;
        break;
      case 'string_format': {
        if (!STRING_FORMATS.has(c.format) || !(c.pattern instanceof RegExp)) return null;
        const pattern: RegExp = c.pattern;
        tests.push((v) => {
          pattern.lastIndex = 0;
          return pattern.test(v as string);
        });
        break;
      }
      case 'overwrite': // trim, toLowerCase…: a value it leaves as it is passes unchanged
        tests.push((v) => c.tx(v) === v);
        exact = false;
        break;
      default:
        return null;
    }
  }
  return { test: (v) => tests.every((t) => t(v)), exact };
}

/** zod's own guard of its length checks (run only on a value with a length), the one `when` known here. */
const HAS_LENGTH = defOf(defOf(z.string().min(1)).checks[0]).when;

/** Formats whose whole check is their pattern. */
const STRING_FORMATS = new Set(['regex', 'uuid', 'guid', 'email', 'datetime', 'date', 'time']);

function leaf(def: Def, typeTest: Test): Node | null {
  if (def.coerce) return null;
  const checks = checksOf(def);
  if (!checks) return null;
  return { test: (v) => typeTest(v) && checks.test(v), exact: checks.exact };
}

/** Plain objects only (what JSON.parse and pg rows make): another prototype is left to zod. */
const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
/** zod drops a `__proto__` key: a value holding one is not given back unchanged. */
const PROTO = '__proto__';

function build(schema: $ZodType): Node | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return leaf(def, (v) => typeof v === 'string');
    case 'number':
      return leaf(def, (v) => typeof v === 'number' && Number.isFinite(v));
    case 'boolean':
      return leaf(def, (v) => typeof v === 'boolean');
    case 'null':
      return { test: (v) => v === null, exact: true };
    case 'any':
    case 'unknown':
      return { test: () => true, exact: true };
    case 'literal': {
      const values: unknown[] = def.values;
      return { test: (v) => values.includes(v), exact: true };
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries as Record<string, unknown>));
      return { test: (v) => values.has(v), exact: true };
    }
    case 'optional': {
      const inner = nodeOf(def.innerType);
      return inner && { test: (v) => v === undefined || inner.test(v), exact: inner.exact };
    }
    case 'nullable': {
      const inner = nodeOf(def.innerType);
      return inner && { test: (v) => v === null || inner.test(v), exact: inner.exact };
    }
    case 'default':
    case 'prefault': {
      // A value given is checked as the inner schema; a missing one would be filled in: zod's.
      const inner = nodeOf(def.innerType);
      return inner && { test: (v) => v !== undefined && inner.test(v), exact: false };
    }
    case 'readonly': {
      const inner = nodeOf(def.innerType);
      return inner && { test: inner.test, exact: inner.exact };
    }
    case 'lazy': {
      let inner: Node | null | undefined;
      return { test: (v) => (inner === undefined ? (inner = nodeOf(def.getter())) : inner)?.test(v) ?? false, exact: false };
    }
    case 'array': {
      const element = nodeOf(def.element);
      const checks = element && checksOf(def);
      if (!element || !checks) return null;
      return { test: (v) => Array.isArray(v) && checks.test(v) && v.every((e) => element.test(e)), exact: element.exact && checks.exact };
    }
    case 'record': {
      if (defOf(def.keyType).type !== 'string' || def.mode === 'loose') return null;
      const key = nodeOf(def.keyType);
      const value = nodeOf(def.valueType);
      if (!key || !value) return null;
      return {
        test: (v) => {
          if (!isPlainObject(v)) return false;
          for (const k in v) if (k === PROTO || !Object.hasOwn(v, k) || !key.test(k) || !value.test(v[k])) return false;
          return true;
        },
        exact: key.exact && value.exact,
      };
    }
    case 'object':
      return objectNode(def);
    case 'union':
      return unionNode(def);
    default:
      return null; // pipe, transform, custom, date, tuple, intersection…: zod's
  }
}

function objectNode(def: Def): Node | null {
  if ((def.checks ?? []).length > 0) return null;
  const fields = Object.entries(def.shape as Record<string, $ZodType>).map(([key, schema]) => {
    const z = zodOf(schema);
    return { key, node: nodeOf(schema), absentIsSame: z.optin === 'optional' && z.optout === 'optional' };
  });
  if (fields.some((f) => !f.node)) return null;
  const catchallType = def.catchall ? defOf(def.catchall).type : 'strip';
  // strict: another key is refused; loose: kept; strip (zod's default): dropped, so not "unchanged".
  const otherKeys = catchallType === 'unknown' || catchallType === 'any' ? 'keep' : catchallType === 'never' ? 'refuse' : catchallType === 'strip' ? 'strip' : null;
  if (!otherKeys) return null;
  const known = new Set(fields.map((f) => f.key));
  return {
    test: (v) => {
      if (!isPlainObject(v)) return false;
      for (const f of fields) {
        if (!(f.key in v)) {
          if (!f.absentIsSame) return false;
        } else if (!f.node!.test(v[f.key])) return false;
      }
      for (const k in v) if (k === PROTO || (otherKeys !== 'keep' && !known.has(k))) return false;
      return true;
    },
    exact: otherKeys !== 'strip' && fields.every((f) => f.node!.exact && (f.absentIsSame || zodOf(def.shape[f.key]).optin === undefined)),
  };
}

/**
 * zod answers the first option that accepts: an option passing here is that one only if every
 * option before it surely refuses (exact), so the walk stops at the first option that is not exact.
 */
function unionNode(def: Def): Node | null {
  if (def.inclusive === false) return null; // z.xor: exactly one option may accept
  const options = (def.options as $ZodType[]).map((o) => nodeOf(o));
  return {
    test: (v) => {
      for (const option of options) {
        if (option?.test(v)) return true;
        if (!option?.exact) return false;
      }
      return false;
    },
    exact: options.every((o) => o?.exact),
  };
}
