import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../../test/harness';
import { questionBanks, toolNorms } from './schema';
import { main, parseArgs, readItems, runImport, USAGE } from '../../scripts/import-content';
import { storedBank, storedNorms } from './store';

const api = useApi();
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const shipped = (file: string) => path.join(ROOT, 'content', file);

function capture() {
  const lines = { out: [] as string[], err: [] as string[] };
  return { lines, io: { out: (l: string) => lines.out.push(l), err: (l: string) => lines.err.push(l) } };
}

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests edit the JSON freely

async function items(...files: string[]) {
  const read = await readItems(files.map(shipped), ROOT);
  expect(read.problems).toEqual([]);
  return read.items.map((item) => ({ ...item, name: path.relative(ROOT, item.name) }));
}

const rowCount = async () => (await api.db.orm.select({ n: sql<number>`(select count(*) from question_banks) + (select count(*) from tool_norms)` }).from(sql`(select 1) as one`))[0]!.n;

describe('npm run import-content', () => {
  it('tells banks from norms by their shape and leaves identical editions as they are', async () => {
    const { lines, io } = capture();
    expect(await runImport(api.db.orm, await items('banks/Dream-IT.json', 'norms/Dream-IT.json'), false, io)).toBe(0);
    expect(lines.out).toEqual([
      'unchanged Dream-IT bank demo-1 (30 questions, demonstration) from content/banks/Dream-IT.json',
      'unchanged Dream-IT norms demo-1 (7 composites, 24 age bands, demonstration) from content/norms/Dream-IT.json',
    ]);
  });

  it('stores a new edition, which becomes the current one', async () => {
    const [bank] = await items('banks/Dream-ITS.json');
    const doc = bank!.document as Doc;
    doc.bank_version = 'demo-2';
    doc.library.question.its01.question.en = 'Does the child turn towards your voice?';
    const { lines, io } = capture();
    expect(await runImport(api.db.orm, [{ name: 'its-2.json', document: doc }], false, io)).toBe(0);
    expect(lines.out).toEqual(['imported  Dream-ITS bank demo-2 (28 questions, demonstration) from its-2.json']);
    const current = await storedBank(api.db.orm, 'Dream-ITS');
    expect(current?.bank_version).toBe('demo-2');
    expect(current?.library.question.its01?.question.en).toBe('Does the child turn towards your voice?');
    expect((await storedBank(api.db.orm, 'Dream-ITS', 'demo-1'))?.library.question.its01?.question.en).toBe('Does the child turn toward you on hearing your voice?');
  });

  it('refuses to overwrite an edition with other content unless --replace', async () => {
    const [norms] = await items('norms/Dream-S-2.0.json');
    const doc = norms!.document as Doc;
    doc.cut_off.standard_score = 80;
    const before = await rowCount();
    const refused = capture();
    expect(await runImport(api.db.orm, [{ name: 'dream-s.json', document: doc }], false, refused.io)).toBe(1);
    expect(refused.lines.err).toEqual([
      'import-content: nothing stored, 1 problem:',
      expect.stringMatching(/^ {2}dream-s\.json: Dream-S-2\.0 norms demo-1 is already stored \(imported .+\) with other content; --replace overwrites it$/),
    ]);
    expect((await storedNorms(api.db.orm, 'Dream-S-2.0'))?.cut_off.standard_score).toBe(85);

    const replaced = capture();
    expect(await runImport(api.db.orm, [{ name: 'dream-s.json', document: doc }], true, replaced.io)).toBe(0);
    expect(replaced.lines.out).toEqual(['replaced  Dream-S-2.0 norms demo-1 (9 composites, 12 age bands, demonstration) from dream-s.json']);
    expect((await storedNorms(api.db.orm, 'Dream-S-2.0'))?.cut_off.standard_score).toBe(80);
    expect(await rowCount()).toBe(before);
  });

  it('stores nothing when any file has a problem, and prints every problem naming the file and the place', async () => {
    const [good, bad] = await items('banks/Dream-C-2.0.json', 'banks/Dream-IT.json');
    (good!.document as Doc).bank_version = 'demo-9';
    const broken = bad!.document as Doc;
    broken.bank_version = 'demo-9';
    broken.library.question.it01.choices[0].value = 1;
    broken.library.question.it01.choices[1].value = '1';
    delete broken.library.question.it04.questionId;
    const before = await rowCount();
    const { lines, io } = capture();
    expect(await runImport(api.db.orm, [good!, bad!, { name: 'other.json', document: { hello: 'world' } }], false, io)).toBe(1);
    expect(lines.err).toEqual([
      'import-content: nothing stored, 3 problems:',
      '  content/banks/Dream-IT.json: library.question.it01.choices.1.value: duplicate',
      '  content/banks/Dream-IT.json: library.question.it04.questionId: questionId or item_id is required',
      '  other.json: (document): neither a question bank (no library), norms (no bands), a course (no nodes) nor an activity catalogue (no activities)',
    ]);
    expect(lines.out).toEqual([]);
    expect(await rowCount()).toBe(before);
  });

  it('checks a bank against its tool’s norms, and new norms against the bank in use', async () => {
    const [bank, norms] = await items('banks/Dream-IT.json', 'norms/Dream-IT.json');
    const wrong = bank!.document as Doc;
    wrong.bank_version = 'demo-3';
    wrong.library.question.it01.composites = ['total_language', 'semantics'];
    const { lines, io } = capture();
    expect(await runImport(api.db.orm, [{ name: 'it.json', document: wrong }], false, io)).toBe(1);
    expect(lines.err[1]).toBe('  it.json: library.question.it01.composites.1: semantics is no composite of the Dream-IT norms demo-1');

    const narrow = norms!.document as Doc;
    narrow.norms_version = 'demo-3';
    narrow.composites.find((c: Doc) => c.key === 'receptive').max_raw = 58;
    const second = capture();
    expect(await runImport(api.db.orm, [{ name: 'norms.json', document: narrow }], false, second.io)).toBe(1);
    expect(second.lines.err[1]).toBe('  norms.json: stored Dream-IT bank demo-1 would not fit: library: receptive can reach 60 points, above max_raw 58 of the Dream-IT norms demo-3');
  });

  it('reads files relative to where the person is, naming unreadable and broken ones', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-content-'));
    await writeFile(path.join(dir, 'broken.json'), '{ "library": ');
    const read = await readItems(['broken.json', 'missing.json'], dir);
    expect(read.items).toEqual([]);
    expect(read.problems).toEqual([expect.stringMatching(/^broken\.json: not JSON \(/), 'missing.json: cannot be read (ENOENT)']);
  });

  it('explains its usage, and fails on bad files before opening any database', async () => {
    expect(parseArgs([])).toEqual({ ok: false, message: USAGE });
    expect(parseArgs(['--force', 'a.json'])).toEqual({ ok: false, message: `unknown option --force\n${USAGE}` });
    expect(parseArgs(['a.json', '--replace', 'b.json'])).toEqual({ ok: true, replace: true, files: ['a.json', 'b.json'] });
    const { lines, io } = capture();
    expect(await main([], {}, io)).toBe(2);
    // No DATABASE_URL and no embedded start: the check fails first.
    expect(await main(['nowhere.json'], { INIT_CWD: ROOT }, io)).toBe(1);
    expect(lines.err).toEqual([USAGE, 'import-content: nothing stored, 1 problem:', '  nowhere.json: cannot be read (ENOENT)']);
  });

  it('runs as a command against DATABASE_URL', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/import-content.ts', 'content/norms/Dream-ITS.json'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: api.database.url, INIT_CWD: ROOT, LOG_LEVEL: 'error' },
    });
    expect(stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^import-content: into .+\/portal_t_[0-9a-f]+$/),
      'unchanged Dream-ITS norms demo-1 (7 composites, 12 age bands, demonstration) from content/norms/Dream-ITS.json',
    ]);
    expect(stdout).not.toContain(new URL(api.database.url).password || '\u0000');
  });
});

describe('stored editions', () => {
  it('are checked on the way out too', async () => {
    await api.db.pool.query(`update tool_norms set document = jsonb_set(document, '{cut_off,standard_score}', '999') where tools_type = 'Dream-C-2.0'`);
    await expect(storedNorms(api.db.orm, 'Dream-C-2.0')).rejects.toThrow(/stored norms does not load: cut_off.standard_score/);
    expect(await api.db.orm.select({ n: sql<number>`count(*)::int` }).from(questionBanks)).toEqual([{ n: 8 }]);
    expect(await api.db.orm.select({ n: sql<number>`count(*)::int` }).from(toolNorms)).toEqual([{ n: 4 }]);
  });
});
