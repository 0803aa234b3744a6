/**
 * Importing question banks, norms, activity catalogues and courses (`npm run import-content`,
 * and the shipped content at start-up): every document is checked on its own, then against its
 * other half (a bank's composites must be scorable by the norms it will be scored with, and new
 * norms must score the bank in use; a course must fit the catalogue edition it names, and a
 * replaced catalogue the stored courses built on it), and only then is anything stored, all in one transaction: a bad file leaves the
 * database as it was.
 */
import { bankNormsProblems, type QuestionBank, type ToolNorms } from '@portal/shared';
import type { Database, Executor } from '../../db/pool';
import { checkContent, contentLabel, contentSummary, isTraining, storedBank, storedNorms, storedState, writeContent, type Content } from './store';
import { trainingProblems } from './training-import';

export interface ImportItem {
  /** Where the document came from (a file path), to name it in messages. */
  name: string;
  document: unknown;
}

export type ImportAction = 'imported' | 'replaced' | 'unchanged';
export interface ImportOutcome {
  name: string;
  label: string;
  summary: string;
  action: ImportAction;
}
export type ImportResult = { ok: true; outcomes: ImportOutcome[] } | { ok: false; problems: string[] };

interface Checked {
  name: string;
  content: Content;
}

/** Pairs a bank and norms of one tool where at least one of them is being imported. */
async function crossProblems(tx: Executor, items: Checked[]): Promise<string[]> {
  const problems: string[] = [];
  const toolItems = items.filter((i) => !isTraining(i.content));
  const toolOf = (i: Checked) => (isTraining(i.content) ? '' : i.content.document.tools_type);
  const tools = new Set(toolItems.map(toolOf));
  for (const tool of tools) {
    const ofTool = toolItems.filter((i) => toolOf(i) === tool);
    const banks = ofTool.filter((i) => i.content.kind === 'bank');
    const norms = ofTool.filter((i) => i.content.kind === 'norms');
    // What the other half will be after this import: the last one imported, else the stored current one.
    const lastNorms = norms.at(-1);
    const normsToUse = lastNorms ? { name: lastNorms.name, doc: lastNorms.content.document as ToolNorms } : await storedNorms(tx, tool).then((doc) => (doc ? { name: `stored ${tool} norms ${doc.norms_version}`, doc } : null));
    const lastBank = banks.at(-1);
    const bankToUse = lastBank ? { name: lastBank.name, doc: lastBank.content.document as QuestionBank } : await storedBank(tx, tool).then((doc) => (doc ? { name: `stored ${tool} bank ${doc.bank_version}`, doc } : null));
    for (const bank of banks) {
      if (normsToUse) problems.push(...bankNormsProblems(bank.content.document as QuestionBank, normsToUse.doc).map((p) => `${bank.name}: ${p}`));
    }
    for (const n of norms) {
      if (bankToUse && !lastBank) problems.push(...bankNormsProblems(bankToUse.doc, n.content.document as ToolNorms).map((p) => `${n.name}: ${bankToUse.name} would not fit: ${p}`));
    }
  }
  problems.push(...(await trainingProblems(tx, items)));
  return problems;
}

function duplicates(items: Checked[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const item of items) {
    const label = contentLabel(item.content);
    const earlier = seen.get(label);
    if (earlier) problems.push(`${item.name}: ${label} is also in ${earlier}`);
    else seen.set(label, item.name);
  }
  return problems;
}

/**
 * Checks every item, then stores them in one transaction. An edition already stored is left
 * alone when the document is the same ('unchanged'), refused when it differs, unless `replace`.
 */
export async function importContent(orm: Database, items: ImportItem[], options: { replace: boolean }): Promise<ImportResult> {
  const problems: string[] = [];
  const checked: Checked[] = [];
  for (const item of items) {
    const result = checkContent(item.document);
    if (result.ok) checked.push({ name: item.name, content: result.content });
    else problems.push(...result.problems.map((p) => `${item.name}: ${p}`));
  }
  problems.push(...duplicates(checked));
  if (problems.length > 0) return { ok: false, problems };

  return orm.transaction(async (tx) => {
    const crossed = await crossProblems(tx, checked);
    if (crossed.length > 0) return { ok: false, problems: crossed };
    const plan: Array<Checked & { action: ImportAction }> = [];
    for (const item of checked) {
      const stored = await storedState(tx, item.content);
      if (stored.state === 'same') plan.push({ ...item, action: 'unchanged' });
      else if (stored.state === 'missing') plan.push({ ...item, action: 'imported' });
      else if (options.replace) plan.push({ ...item, action: 'replaced' });
      else {
        problems.push(`${item.name}: ${contentLabel(item.content)} is already stored (imported ${stored.importedAt.toISOString()}) with other content; --replace overwrites it`);
      }
    }
    if (problems.length > 0) return { ok: false, problems };
    // Catalogues first: a course refers to its catalogue edition (a foreign key).
    const writeOrder = [...plan].sort((a, b) => Number(a.content.kind === 'course') - Number(b.content.kind === 'course'));
    for (const item of writeOrder) {
      if (item.action !== 'unchanged') await writeContent(tx, item.content, item.action === 'replaced');
    }
    return {
      ok: true,
      outcomes: plan.map((item) => ({ name: item.name, label: contentLabel(item.content), summary: contentSummary(item.content), action: item.action })),
    };
  });
}
