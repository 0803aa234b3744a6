import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { CHILDREN_CALLS, syncBody, syncResult } from '@portal/shared';
import { canonical, exactCheck } from './exact-check';
import { pagedEnvelopeOf, envelopeOf } from './envelope';

/** What the tool site's answer queue sends for one tap. */
const phoneBody = () => ({
  test_id: '6f0c1a52-8d0e-4c4b-9a51-3f6c2b1d0e77',
  answer: { it01: { value: '1', include_expressive: false } },
  change_question_key: 'it01',
  is_parents: true,
  device_id: 'dev-4f9a2c81',
  seq: 17,
});

const syncAnswer = () => ({
  status: 'ParentsTesting',
  answer: {},
  answer_parents: { it01: { value: '1' }, it02: { value: ['a', 2], checkboxValues: ['a'] } },
  questions_not_answer_keys: [],
  ack: { device_id: 'dev-4f9a2c81', seq: 17, applied: true },
  answered_count: 2,
  question_count: 30,
});

/** The rule: passing the test means zod accepts the value and gives it back unchanged. */
function holdsTheRule(schema: $ZodType, value: unknown): boolean {
  const passed = exactCheck(schema)!(value); // outside production this also throws when zod disagrees
  if (passed) {
    const parsed = safeParse(schema, value);
    expect(parsed.success).toBe(true);
    expect(canonical(parsed.data)).toBe(canonical(value));
  }
  return passed;
}

/** Every leaf and every object of `value`, each replaced by each of `odd` in turn. */
function* variants(value: unknown, odd: unknown[]): Generator<unknown> {
  for (const o of odd) yield o;
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      for (const v of variants((value as Record<string, unknown>)[key], odd)) yield Array.isArray(value) ? value.map((e, i) => (String(i) === key ? v : e)) : { ...value, [key]: v };
      const { [key]: _gone, ...without } = value as Record<string, unknown>;
      if (!Array.isArray(value)) yield without;
    }
    if (!Array.isArray(value)) yield { ...value, extra: 1 };
  }
}
const ODD = [null, undefined, '', ' x ', 'x\u0000', 'true', '0', 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, true, [], {}, 'y'.repeat(201), ['a'], { value: 1 }];

describe('exact check, derived from the zod schema', () => {
  it('takes a phone’s sync body and a sync answer as they are', () => {
    expect(holdsTheRule(syncBody, phoneBody())).toBe(true);
    expect(holdsTheRule(syncResult, syncAnswer())).toBe(true);
  });

  it('leaves to zod what zod would refuse or change', () => {
    const refused = [
      { ...phoneBody(), test_id: ' padded ' }, // trimmed by zod
      { ...phoneBody(), answer: undefined }, // filled in by the default
      { ...phoneBody(), is_parents: 'true' }, // turned into true
      { ...phoneBody(), seq: 0 },
      { ...phoneBody(), seq: 1.5 },
      { ...phoneBody(), device_id: 'short' },
      { ...phoneBody(), answer: { 'no spaces allowed': { value: 1 } } },
      { ...phoneBody(), unknown: 1 }, // strict object
      { ...phoneBody(), answer: JSON.parse('{"__proto__": {"value": 1}}') },
    ];
    for (const body of refused) expect(holdsTheRule(syncBody, body), JSON.stringify(body)).toBe(false);
    expect(holdsTheRule(syncResult, { ...syncAnswer(), extra: 1 })).toBe(false); // zod strips it
    expect(holdsTheRule(syncResult, { ...syncAnswer(), answered_count: Number.NaN })).toBe(false);
  });

  it('keeps to the rule for every odd value in every field of the sync calls', () => {
    let passed = 0;
    let total = 0;
    for (const [schema, value] of [[syncBody, phoneBody()], [syncResult, syncAnswer()]] as const) {
      for (const v of variants(value, ODD)) {
        total += 1;
        if (holdsTheRule(schema, v)) passed += 1;
      }
    }
    // Some variants are still right (an optional field left out, a null answer): the test is not a blanket refusal.
    expect(passed).toBeGreaterThan(10);
    expect(passed).toBeLessThan(total);
  });

  it('takes a union’s option only when no earlier option could change the value', () => {
    const trimmedFirst = z.union([z.string().trim(), z.string()]);
    expect(holdsTheRule(trimmedFirst, ' a ')).toBe(false);
    expect(holdsTheRule(trimmedFirst, 'a')).toBe(true);
    const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
    expect(holdsTheRule(flag, true)).toBe(true);
    expect(holdsTheRule(flag, 'true')).toBe(false);
  });

  it('leaves to zod the kinds it does not know', () => {
    expect(exactCheck(z.string().transform((s) => s.length))).toBeNull();
    expect(exactCheck(z.object({ a: z.string().refine((s) => s !== 'x') }))).toBeNull();
    expect(exactCheck(z.coerce.number())).toBeNull();
    expect(exactCheck(z.date())).toBeNull();
  });

  it('checks a list page’s answer in its envelope, rows and all', () => {
    const page = pagedEnvelopeOf(CHILDREN_CALLS.list.result);
    expect(exactCheck(page)).not.toBeNull();
    const empty = envelopeOf(z.null());
    expect(holdsTheRule(empty, { code: 200, success: true, data: null, message: 'ok' })).toBe(true);
  });
});
