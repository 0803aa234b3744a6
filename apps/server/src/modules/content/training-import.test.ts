import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../../test/harness';
import { readItems, runImport } from '../../scripts/import-content';
import { storedCatalogue, storedCourse } from './training-store';

const api = useApi();
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests edit the JSON freely

function capture() {
  const lines = { out: [] as string[], err: [] as string[] };
  return { lines, io: { out: (l: string) => lines.out.push(l), err: (l: string) => lines.err.push(l) } };
}

async function docs(...files: string[]): Promise<Doc[]> {
  const read = await readItems(files.map((f) => path.join(ROOT, 'content/courses', f)), ROOT);
  expect(read.problems).toEqual([]);
  return read.items.map((i) => i.document as Doc);
}

const rowCount = async () => (await api.db.orm.select({ n: sql<number>`(select count(*)::int from training_courses) + (select count(*)::int from activity_catalogues)` }).from(sql`(select 1) as one`))[0]!.n;

describe('npm run import-content with courses and activity catalogues', () => {
  it('has the shipped demonstration course of each type stored at start-up, and leaves identical editions as they are', async () => {
    const [catalogue, island, ment] = await docs('demo-catalogue.json', 'demo-island.json', 'demo-ment.json');
    const { lines, io } = capture();
    expect(await runImport(api.db.orm, [{ name: 'c.json', document: catalogue }, { name: 'i.json', document: island }, { name: 'm.json', document: ment }], false, io)).toBe(0);
    expect(lines.out).toEqual([
      'unchanged demo catalogue demo-2 (8 activities, demonstration) from c.json',
      'unchanged demo-island course demo-2 (Island, 3 nodes, 21 days, 3 islands, demonstration) from i.json',
      'unchanged demo-ment course demo-2 (Ment, 4 nodes, 28 days, demonstration) from m.json',
    ]);
  });

  it('stores a new course edition with a new catalogue edition given in the same run (course first), which become current', async () => {
    const [catalogue, island] = await docs('demo-catalogue.json', 'demo-island.json');
    catalogue!.catalogue_version = 'demo-3';
    catalogue!.activities[0].name.en = 'Welcome aboard';
    island!.course_version = 'demo-3';
    island!.catalogue_version = 'demo-3';
    const { lines, io } = capture();
    expect(await runImport(api.db.orm, [{ name: 'island-2.json', document: island }, { name: 'cat-2.json', document: catalogue }], false, io)).toBe(0);
    expect(lines.out).toEqual([
      'imported  demo-island course demo-3 (Island, 3 nodes, 21 days, 3 islands, demonstration) from island-2.json',
      'imported  demo catalogue demo-3 (8 activities, demonstration) from cat-2.json',
    ]);
    expect((await storedCourse(api.db.orm, 'demo-island'))?.catalogue_version).toBe('demo-3');
    expect((await storedCatalogue(api.db.orm, 'demo'))?.activities[0]?.name.en).toBe('Welcome aboard');
    expect((await storedCatalogue(api.db.orm, 'demo', 'demo-2'))?.activities[0]?.name.en).toBe('Welcome to the islands');
  });

  it('refuses to change a stored course edition unless --replace', async () => {
    const [ment] = await docs('demo-ment.json');
    ment!.name.en = 'Renamed';
    const refused = capture();
    expect(await runImport(api.db.orm, [{ name: 'ment.json', document: ment }], false, refused.io)).toBe(1);
    expect(refused.lines.err[1]).toMatch(/^ {2}ment\.json: demo-ment course demo-2 is already stored \(imported .+\) with other content; --replace overwrites it$/);
    expect((await storedCourse(api.db.orm, 'demo-ment'))?.name.en).toBe('Demonstration: early language at home (four weeks)');
    const replaced = capture();
    expect(await runImport(api.db.orm, [{ name: 'ment.json', document: ment }], true, replaced.io)).toBe(0);
    expect((await storedCourse(api.db.orm, 'demo-ment'))?.name.en).toBe('Renamed');
  });

  it('stores nothing when a course does not fit its catalogue, naming the file and the place', async () => {
    const [island, ment] = await docs('demo-island.json', 'demo-ment.json');
    island!.course_version = 'demo-4';
    island!.nodes[0].activities.push('juggling');
    island!.island_config.backend.paratice_indexs.push(8);
    ment!.course_version = 'demo-4';
    ment!.catalogue_version = 'demo-9';
    const before = await rowCount();
    const { lines, io } = capture();
    expect(await runImport(api.db.orm, [{ name: 'island.json', document: island }], false, io)).toBe(1);
    expect(lines.err).toEqual(['import-content: nothing stored, 1 problem:', '  island.json: island_config.backend.paratice_indexs.2: index out of range (0–7)']);
    island!.island_config.backend.paratice_indexs.pop();
    const second = capture();
    expect(await runImport(api.db.orm, [{ name: 'island.json', document: island }, { name: 'ment.json', document: ment }], false, second.io)).toBe(1);
    expect(second.lines.err).toEqual([
      'import-content: nothing stored, 2 problems:',
      '  island.json: nodes.0.activities.3: unknown activity juggling',
      '  ment.json: catalogue_version: catalogue demo demo-9 is neither imported with it nor stored',
    ]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses to replace a catalogue edition so that a stored course would lose an activity', async () => {
    const [catalogue] = await docs('demo-catalogue.json');
    catalogue!.activities = catalogue!.activities.filter((a: Doc) => a.id !== 'word-list');
    const { lines, io } = capture();
    expect(await runImport(api.db.orm, [{ name: 'cat.json', document: catalogue }], true, io)).toBe(1);
    expect(lines.err.slice(1)).toEqual([
      '  cat.json: stored demo-island course demo-2 would not fit: nodes.1.activities.2: unknown activity word-list',
      '  cat.json: stored demo-island course demo-2 would not fit: island_config.islands.1.steps.2.activity: unknown activity word-list',
      '  cat.json: stored demo-ment course demo-2 would not fit: nodes.3.activities.1: unknown activity word-list',
    ]);
    expect((await storedCatalogue(api.db.orm, 'demo'))?.activities).toHaveLength(8);
  });

  it('keeps the key columns equal to the document and a course on a stored catalogue (checks in the tables)', async () => {
    await expect(api.db.pool.query(`update training_courses set operation_type = 'Ment' where course_key = 'demo-island'`)).rejects.toThrow(/training_courses_document_check/);
    await expect(api.db.pool.query(`update activity_catalogues set demonstration = false`)).rejects.toThrow(/activity_catalogues_document_check/);
    await expect(api.db.pool.query(`delete from activity_catalogues`)).rejects.toThrow(/foreign key/);
  });
});
