import { describe, expect, it } from 'vitest';
import { UNAUDITED_TABLES } from '../../db/audit-tables';
import { hasFieldLabel, TABLE_LABELS } from './labels';
import { useApi } from '../../../test/harness';

const api = useApi({ template: 'empty' });

async function schemaTables(): Promise<Map<string, string[]>> {
  const result = await api.db.pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const row of result.rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}

describe('the audit trail covers the whole schema', () => {
  it('gives every table a screen label (zh and en) or names it unaudited with a reason', async () => {
    const tables = await schemaTables();
    const missing = [...tables.keys()].filter((t) => !TABLE_LABELS[t] && !UNAUDITED_TABLES[t]);
    expect(missing, 'add these tables to modules/audit/labels.ts or to UNAUDITED_TABLES').toEqual([]);
    const both = Object.keys(TABLE_LABELS).filter((t) => UNAUDITED_TABLES[t]);
    expect(both).toEqual([]);
    const stale = Object.keys(TABLE_LABELS).filter((t) => !tables.has(t));
    expect(stale, 'labels of tables that no longer exist').toEqual([]);
  });

  it('labels every field of an audited table', async () => {
    const unlabelled = [...(await schemaTables())].flatMap(([table, columns]) => (TABLE_LABELS[table] ? columns.filter((c) => !hasFieldLabel(table, c)).map((c) => `${table}.${c}`) : []));
    expect(unlabelled).toEqual([]);
  });

  it('puts the row trigger on every audited table and on none of the others', async () => {
    const result = await api.db.pool.query<{ relname: string }>(
      `select r.relname from pg_trigger g join pg_class r on r.oid = g.tgrelid join pg_namespace n on n.oid = r.relnamespace
        where g.tgname = 'audit_row_change' and n.nspname = 'public'`,
    );
    const triggered = new Set(result.rows.map((r) => r.relname));
    const tables = await schemaTables();
    expect([...tables.keys()].filter((t) => !UNAUDITED_TABLES[t] && !triggered.has(t))).toEqual([]);
    expect([...triggered].filter((t) => UNAUDITED_TABLES[t])).toEqual([]);
  });
});
