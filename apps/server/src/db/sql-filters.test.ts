import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contains, containsPattern, likeLiteral, pageOf } from './sql-filters';

describe('a search matched literally', () => {
  it.each([
    ['乐乐', '乐乐'],
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
  ])('%j becomes %j inside a pattern', (text, escaped) => {
    expect(likeLiteral(text)).toBe(escaped);
    expect(containsPattern(text)).toBe(`%${escaped}%`);
  });

  it('is one ILIKE with the pattern as a parameter, never in the SQL text', () => {
    const query = new PgDialect().sqlToQuery(contains(sql.raw('c.name'), "x%'; drop"));
    expect(query).toEqual({ sql: 'c.name ilike $1', params: ["%x\\%'; drop%"], typings: ['none'] });
  });

  describe('on PostgreSQL', () => {
    let client: pg.Client;
    beforeAll(async () => {
      client = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await client.connect();
    });
    afterAll(() => client.end());
    const matches = async (value: string, search: string) => (await client.query<{ m: boolean }>('select $1::text ilike $2 as m', [value, containsPattern(search)])).rows[0]!.m;

    it.each<[string, string, boolean]>([
      ['Lele Wang', 'lele', true],
      ['乐乐', '乐', true],
      ['50% off', '50%', true],
      ['500 off', '50%', false],
      ['a_b', 'a_b', true],
      ['axb', 'a_b', false],
      ['c:\\dir', 'c:\\d', true],
      ['anything', '%', false],
    ])('%j contains %j: %s', async (value, search, expected) => {
      expect(await matches(value, search)).toBe(expected);
    });
  });
});

describe('the page a list query asks for', () => {
  it.each<[{ current?: number; pageSize?: number }, { current: number; pageSize: number; offset: number }]>([
    [{}, { current: 1, pageSize: 20, offset: 0 }],
    [{ current: 3 }, { current: 3, pageSize: 20, offset: 40 }],
    [{ pageSize: 50 }, { current: 1, pageSize: 50, offset: 0 }],
    [{ current: 2, pageSize: 10 }, { current: 2, pageSize: 10, offset: 10 }],
  ])('%j → %j', (q, page) => {
    expect(pageOf(q, 20)).toEqual(page);
  });
});
