import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../test/harness';
import { storedBank, storedNorms, writeContent } from '../modules/content/store';
import { questionBanks, toolNorms } from './schema';
import { ensureShippedContent, shippedContent } from './seed-content';

const api = useApi({ template: 'empty' });
const ALL = [
  'Dream-C-2.0 norms demo-1', 'Dream-IT norms demo-1', 'Dream-ITS norms demo-1', 'Dream-S-2.0 norms demo-1',
  'Dream-C-2.0 bank demo-1', 'Dream-IT bank demo-1', 'Dream-ITS bank demo-1', 'Dream-S-2.0 bank demo-1',
  'demo catalogue demo-1', 'demo-island course demo-1', 'demo-ment course demo-1',
];
const TOOL_CONTENT = ALL.slice(0, 8);

describe('shipped content at start-up', () => {
  it('ships a demonstration bank and norms for each of the four tools, fitting each other', () => {
    const shipped = shippedContent().filter((c) => c.kind === 'bank' || c.kind === 'norms');
    expect(shipped.map((c) => (c.kind === 'bank' || c.kind === 'norms' ? `${c.document.tools_type} ${c.kind}` : '')).sort()).toEqual(TOOL_CONTENT.map((l) => l.replace(' demo-1', '')).sort());
    expect(shipped.every((c) => c.document.demonstration === true)).toBe(true);
  });

  it('ships a plainly labelled demonstration course of each type with its catalogue', () => {
    const training = shippedContent().filter((c) => c.kind === 'course' || c.kind === 'catalogue');
    expect(training.map((c) => c.kind)).toEqual(['catalogue', 'course', 'course']);
    for (const c of training) {
      expect(c.document.demonstration).toBe(true);
      expect(c.document.notice?.en).toMatch(/NOT a clinical programme/);
      expect(c.document.notice?.zh).toMatch(/不是临床训练方案/);
    }
    const courses = training.flatMap((c) => (c.kind === 'course' ? [c.document] : []));
    expect(courses.map((c) => [c.operation_type, c.name.en, c.total_day, c.island_config?.islands.length ?? 0])).toEqual([
      ['Island', 'Demonstration: language islands (three weeks)', 21, 3],
      ['Ment', 'Demonstration: early language at home (four weeks)', 28, 0],
    ]);
  });

  it('stores what is missing on a new installation, then nothing on the next start', async () => {
    expect(await ensureShippedContent(api.db.orm)).toEqual(ALL);
    expect(await ensureShippedContent(api.db.orm)).toEqual([]);
    const bank = await storedBank(api.db.orm, 'Dream-IT');
    expect(bank?.bank_version).toBe('demo-1');
    expect(Object.keys(bank!.library.question)).toHaveLength(30);
    expect((await storedNorms(api.db.orm, 'Dream-IT'))?.norms_version).toBe('demo-1');
  });

  it('brings back a removed demonstration edition, but never next to real content of that tool', async () => {
    await api.db.orm.delete(questionBanks).where(sql`tools_type = 'Dream-ITS'`);
    await api.db.orm.delete(toolNorms).where(sql`tools_type = 'Dream-IT'`);
    // A licensed installation's own Dream-IT norms.
    const real = shippedContent().find((c) => c.kind === 'norms' && c.document.tools_type === 'Dream-IT')!;
    const { notice: _notice, ...rest } = real.document as typeof real.document & { notice?: unknown };
    await api.db.orm.transaction((tx) => writeContent(tx, { ...real, document: { ...rest, norms_version: '2024', demonstration: false } } as typeof real, false));
    expect(await ensureShippedContent(api.db.orm)).toEqual(['Dream-ITS bank demo-1']);
    expect((await storedNorms(api.db.orm, 'Dream-IT'))?.norms_version).toBe('2024');
  });

  it('keeps the document and its key columns equal (a check in the table)', async () => {
    await expect(api.db.pool.query(`update question_banks set bank_version = 'other' where tools_type = 'Dream-IT'`)).rejects.toThrow(/question_banks_document_check/);
    await expect(api.db.pool.query(`update tool_norms set demonstration = false where tools_type = 'Dream-ITS'`)).rejects.toThrow(/tool_norms_document_check/);
  });
});
