/**
 * The shipped content (content/banks, content/norms: the demonstration banks and norms) is
 * configuration every installation needs to take a test, so start-up stores whichever file is
 * missing, before the seed (whose demo tests use it). A file is missing when its edition is not
 * stored and its tool has no edition of that kind that is real (non-demonstration) content: once
 * a licensed institution has imported its own bank or norms, start-up never brings the
 * demonstration ones back, even if someone removed them. Editions already stored are never
 * touched here (`npm run import-content -- --replace` is the way to overwrite one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { bankNormsProblems, type ToolNorms } from '@portal/shared';
import { checkContent, contentLabel, hasRealContent, isStored, writeContent, type Content } from '../modules/content/store';
import type { Database } from './pool';

export const SHIPPED_CONTENT_DIR = new URL('../../../../content/', import.meta.url);

/**
 * Every shipped document, checked on its own and each bank against its tool's shipped norms (a
 * failure is a bug in the repository, not a user's mistake).
 */
export function shippedContent(dir: URL = SHIPPED_CONTENT_DIR): Content[] {
  const shipped = ['norms', 'banks'].flatMap((folder) => {
    const where = new URL(`${folder}/`, dir);
    return readdirSync(where)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => {
        const checked = checkContent(JSON.parse(readFileSync(new URL(name, where), 'utf8')));
        if (!checked.ok) throw new Error(`content/${folder}/${name} does not load: ${checked.problems.join('; ')}`);
        return checked.content;
      });
  });
  for (const bank of shipped) {
    const norms = shipped.find((c) => c.kind === 'norms' && c.document.tools_type === bank.document.tools_type);
    if (bank.kind !== 'bank' || !norms) continue;
    const problems = bankNormsProblems(bank.document, norms.document as ToolNorms);
    if (problems.length > 0) throw new Error(`shipped ${contentLabel(bank)} does not fit its norms: ${problems.join('; ')}`);
  }
  return shipped;
}

/** Stores the shipped documents that are missing; returns what it stored ('Dream-IT bank demo-1'…). */
export async function ensureShippedContent(orm: Database, dir: URL = SHIPPED_CONTENT_DIR): Promise<string[]> {
  const shipped = shippedContent(dir);
  return orm.transaction(async (tx) => {
    const added: string[] = [];
    for (const content of shipped) {
      if (await isStored(tx, content)) continue;
      if (await hasRealContent(tx, content.kind, content.document.tools_type)) continue;
      await writeContent(tx, content, false);
      added.push(contentLabel(content));
    }
    return added;
  });
}
