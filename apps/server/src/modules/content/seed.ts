/**
 * The shipped content (content/banks, content/norms: the demonstration banks and norms;
 * content/courses: the demonstration activity catalogue and courses) is configuration every
 * installation needs to take a test or run a course, so start-up stores whichever file is
 * missing, before the seed (whose demo tests use it). A file is missing when its edition is not
 * stored and its tool (for training content: its course or catalogue key) has no edition of that
 * kind that is real (non-demonstration) content: once
 * a licensed institution has imported its own bank or norms, start-up never brings the
 * demonstration ones back, even if someone removed them. Editions already stored are never
 * touched here (`npm run import-content -- --replace` is the way to overwrite one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { bankNormsProblems, courseCatalogueProblems, type ToolNorms } from '@portal/shared';
import { checkContent, contentLabel, storedEditions, writeContent, type Content } from './store';
import { REPO_ROOT } from '../../paths';
import type { Database } from '../../db/pool';

export const SHIPPED_CONTENT_DIR = new URL('content/', REPO_ROOT);

/**
 * Every shipped document, checked on its own and each bank against its tool's shipped norms (a
 * failure is a bug in the repository, not a user's mistake).
 */
export function shippedContent(dir: URL = SHIPPED_CONTENT_DIR): Content[] {
  const shipped = ['norms', 'banks', 'courses'].flatMap((folder) => {
    const where = new URL(`${folder}/`, dir);
    return readdirSync(where)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => {
        const checked = checkContent(JSON.parse(readFileSync(new URL(name, where), 'utf8')));
        if (!checked.ok) throw new Error(`content/${folder}/${name} does not load: ${checked.problems.join('; ')}`);
        return checked.content;
      })
      // Catalogues before the courses that refer to them.
      .sort((a, b) => Number(a.kind === 'course') - Number(b.kind === 'course'));
  });
  for (const bank of shipped) {
    if (bank.kind !== 'bank') continue;
    const norms = shipped.find((c) => c.kind === 'norms' && c.document.tools_type === bank.document.tools_type);
    if (!norms) continue;
    const problems = bankNormsProblems(bank.document, norms.document as ToolNorms);
    if (problems.length > 0) throw new Error(`shipped ${contentLabel(bank)} does not fit its norms: ${problems.join('; ')}`);
  }
  for (const course of shipped) {
    if (course.kind !== 'course') continue;
    const catalogue = shipped.find((c) => c.kind === 'catalogue' && c.document.catalogue_key === course.document.catalogue_key && c.document.catalogue_version === course.document.catalogue_version);
    const problems = catalogue?.kind === 'catalogue' ? courseCatalogueProblems(course.document, catalogue.document) : ['its catalogue is not shipped'];
    if (problems.length > 0) throw new Error(`shipped ${contentLabel(course)} does not fit its catalogue: ${problems.join('; ')}`);
  }
  return shipped;
}

/** Stores the shipped documents that are missing; returns what it stored ('Dream-IT bank demo-1'…). */
export async function ensureShippedContent(orm: Database, dir: URL = SHIPPED_CONTENT_DIR): Promise<string[]> {
  const shipped = shippedContent(dir);
  return orm.transaction(async (tx) => {
    const added: string[] = [];
    const stored = await storedEditions(tx);
    for (const content of shipped) {
      if (stored.has(content)) continue;
      if (stored.hasReal(content)) continue;
      if (content.kind === 'course') {
        // Its catalogue edition was held back (real content under that key): the course cannot stand alone.
        const catalogue = shipped.find((c) => c.kind === 'catalogue' && c.document.catalogue_key === content.document.catalogue_key && c.document.catalogue_version === content.document.catalogue_version)!;
        if (!stored.has(catalogue)) continue;
      }
      await writeContent(tx, content, false);
      stored.add(content);
      added.push(contentLabel(content));
    }
    return added;
  });
}
