import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../../test/harness';
import { storedBank, storedNorms, writeContent } from './store';
import { storedCatalogue, storedCourse } from './training-store';
import { questionBanks, toolNorms } from './schema';
import { SHIPPED_CONTENT_DIR, ensureShippedContent, shippedContent } from './seed';

const api = useApi({ template: 'empty' });
const ALL = [
  'Dream-C-2.0 norms demo-1', 'Dream-IT norms demo-1', 'Dream-ITS norms demo-1', 'Dream-S-2.0 norms demo-1',
  'Dream-C-2.0 bank demo-1', 'Dream-IT bank demo-1', 'Dream-ITS bank demo-1', 'Dream-S-2.0 bank demo-1', 'Ment bank demo-1', 'SPPA bank demo-1', 'SWAM-S bank demo-1',
  'demo catalogue demo-2', 'demo-island course demo-2', 'demo-ment course demo-2',
];
const TOOL_CONTENT = ALL.slice(0, 11);

describe('shipped content at start-up', () => {
  it('ships a demonstration bank and norms for each of the four scored tools (and the SWAM-S and SPPA word lists and the Ment story tasks), fitting each other', () => {
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

  it('gives an installation holding the demo-1 course editions the demo-2 ones with media, leaving demo-1 as it was', async () => {
    await api.db.pool.query('delete from training_courses');
    await api.db.pool.query('delete from activity_catalogues');
    // demo-1 as it shipped: the same documents without media.
    const old = shippedContent()
      .filter((c) => c.kind === 'catalogue' || c.kind === 'course')
      .map((c) => {
        const document = JSON.parse(JSON.stringify(c.document).replaceAll('"demo-2"', '"demo-1"'));
        if (c.kind === 'catalogue') for (const a of document.activities) delete a.media;
        return { ...c, document } as typeof c;
      });
    await api.db.orm.transaction(async (tx) => {
      for (const c of old) await writeContent(tx, c, false);
    });
    expect(await ensureShippedContent(api.db.orm)).toEqual(['demo catalogue demo-2', 'demo-island course demo-2', 'demo-ment course demo-2']);
    expect([(await storedCourse(api.db.orm, 'demo-island'))?.course_version, (await storedCourse(api.db.orm, 'demo-ment'))?.catalogue_version]).toEqual(['demo-2', 'demo-2']);
    const media = (await storedCatalogue(api.db.orm, 'demo'))!.activities.flatMap((a) => a.media.map((m) => m.path));
    expect(media).toContain('demo/look-and-name.mp4');
    expect((await storedCatalogue(api.db.orm, 'demo', 'demo-1'))!.activities.flatMap((a) => a.media)).toEqual([]);
    for (const path of media) expect(existsSync(new URL(`media/${path}`, SHIPPED_CONTENT_DIR)), path).toBe(true);
  });

  it('keeps the document and its key columns equal (a check in the table)', async () => {
    await expect(api.db.pool.query(`update question_banks set bank_version = 'other' where tools_type = 'Dream-IT'`)).rejects.toThrow(/question_banks_document_check/);
    await expect(api.db.pool.query(`update tool_norms set demonstration = false where tools_type = 'Dream-ITS'`)).rejects.toThrow(/tool_norms_document_check/);
  });
});
