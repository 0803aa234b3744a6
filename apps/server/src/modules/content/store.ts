/**
 * Question banks and norms as stored content (tables question_banks and tool_norms), and the
 * training content through `training-store.ts` (activity catalogues, courses): what a
 * document is, checking it, reading the stored and current editions, writing one. A document is
 * checked against the shared schema of its own `schema_version` on the way in and again on the
 * way out, like every stored definition; the edition imported last is a tool's current one.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  describeBankProblem,
  describeNormsProblem,
  loadNorms,
  loadQuestionBank,
  type QuestionBank,
  type ToolNorms,
} from '@portal/shared';
import type { Executor, Tx } from '../../db/pool';
import { questionBanks, toolNorms } from './schema';
import { checkTraining, trainingKeyOf, trainingStoredState, writeTraining, type TrainingContent } from './training-store';

/** The pool's handle or a transaction: both read and write the same way. */

export type ContentKind = 'bank' | 'norms' | 'course' | 'catalogue';
export type Content =
  | { kind: 'bank'; schemaVersion: number; document: QuestionBank }
  | { kind: 'norms'; schemaVersion: number; document: ToolNorms }
  | TrainingContent;
type ToolContent = Exclude<Content, TrainingContent>;
export const isTraining = (content: Content): content is TrainingContent => content.kind === 'course' || content.kind === 'catalogue';

export type Checked = { ok: true; content: Content } | { ok: false; problems: string[] };

/**
 * A bank has a `library`, norms have `bands`, a course `nodes`, a catalogue `activities`: the
 * formats share no other top-level field.
 */
export function contentKind(stored: unknown): ContentKind | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  if ('library' in stored) return 'bank';
  if ('bands' in stored || 'norms_version' in stored) return 'norms';
  if ('nodes' in stored || 'course_key' in stored) return 'course';
  if ('activities' in stored || 'catalogue_key' in stored) return 'catalogue';
  return null;
}

export function checkContent(stored: unknown): Checked {
  const kind = contentKind(stored);
  if (kind === 'bank') {
    const result = loadQuestionBank(stored);
    return result.ok ? { ok: true, content: { kind, schemaVersion: result.version, document: result.value } } : { ok: false, problems: describeBankProblem(result.problem) };
  }
  if (kind === 'norms') {
    const result = loadNorms(stored);
    return result.ok ? { ok: true, content: { kind, schemaVersion: result.version, document: result.value } } : { ok: false, problems: describeNormsProblem(result.problem) };
  }
  if (kind === 'course' || kind === 'catalogue') return checkTraining(kind, stored);
  return { ok: false, problems: ['(document): neither a question bank (no library), norms (no bands), a course (no nodes) nor an activity catalogue (no activities)'] };
}

export function versionOf(content: Content): string {
  if (isTraining(content)) return trainingKeyOf(content)[1];
  return content.kind === 'bank' ? content.document.bank_version : content.document.norms_version;
}

/** The key an edition belongs to: the tool of a bank or norms, the course or catalogue key. */
export function groupOf(content: Content): string {
  return isTraining(content) ? trainingKeyOf(content)[0] : content.document.tools_type;
}

/** 'Dream-IT bank demo-1', 'Dream-IT norms demo-1', 'demo-island course demo-1', 'demo catalogue demo-1'. */
export function contentLabel(content: Content): string {
  return `${groupOf(content)} ${content.kind} ${versionOf(content)}`;
}

function sizeOf(content: Content): string {
  switch (content.kind) {
    case 'bank':
      return `${Object.keys(content.document.library.question).length} questions`;
    case 'norms':
      return `${content.document.composites.length} composites, ${content.document.bands.length} age bands`;
    case 'catalogue':
      return `${content.document.activities.length} activities`;
    case 'course': {
      const islands = content.document.island_config ? `, ${content.document.island_config.islands.length} islands` : '';
      return `${content.document.operation_type}, ${content.document.nodes.length} nodes, ${content.document.total_day} days${islands}`;
    }
  }
}

/** What a person wants to know about what was stored: its size, and whether it is invented. */
export function contentSummary(content: Content): string {
  const size = sizeOf(content);
  return content.document.demonstration ? `${size}, demonstration` : size;
}

const table = (kind: ToolContent['kind']) => (kind === 'bank' ? questionBanks : toolNorms);

function keyOf(kind: ToolContent['kind'], toolsType: string, version: string) {
  return kind === 'bank'
    ? and(eq(questionBanks.toolsType, toolsType), eq(questionBanks.bankVersion, version))
    : and(eq(toolNorms.toolsType, toolsType), eq(toolNorms.normsVersion, version));
}

interface Row {
  schemaVersion: number;
  document: unknown;
  importedAt: Date;
}

/** A stored row back to its document, checked against its own schema version (a failure is corruption). */
function fromRow(kind: ToolContent['kind'], row: Row): Content {
  const checked = checkContent({ schema_version: row.schemaVersion, ...(row.document as object) });
  if (!checked.ok || checked.content.kind !== kind) {
    throw new Error(`stored ${kind} does not load: ${checked.ok ? 'wrong kind' : checked.problems.join('; ')}`);
  }
  return checked.content;
}

async function readRows(tx: Executor, kind: ToolContent['kind'], toolsType: string, version?: string): Promise<Row[]> {
  const t = table(kind);
  const where = version === undefined ? eq(t.toolsType, toolsType) : keyOf(kind, toolsType, version);
  return tx.select({ schemaVersion: t.schemaVersion, document: t.document, importedAt: t.importedAt }).from(t).where(where).orderBy(desc(t.importedAt)).limit(1);
}

export async function storedBank(tx: Executor, toolsType: string, version?: string): Promise<QuestionBank | null> {
  const [row] = await readRows(tx, 'bank', toolsType, version);
  return row ? (fromRow('bank', row).document as QuestionBank) : null;
}

/** The edition given, or (without one) the tool's current norms: the one imported last. */
export async function storedNorms(tx: Executor, toolsType: string, version?: string): Promise<ToolNorms | null> {
  const [row] = await readRows(tx, 'norms', toolsType, version);
  return row ? (fromRow('norms', row).document as ToolNorms) : null;
}

/** What is stored under the content's key: nothing, the very same document, or another one. */
export async function storedState(tx: Executor, content: Content): Promise<{ state: 'missing' } | { state: 'same' | 'different'; importedAt: Date }> {
  if (isTraining(content)) return trainingStoredState(tx, content);
  const t = table(content.kind);
  const [row] = await tx
    .select({ same: sql<boolean>`${t.document} = ${JSON.stringify(content.document)}::jsonb`, importedAt: t.importedAt })
    .from(t)
    .where(keyOf(content.kind, content.document.tools_type, versionOf(content)));
  if (!row) return { state: 'missing' };
  return { state: row.same ? 'same' : 'different', importedAt: row.importedAt };
}

/**
 * Every stored edition's key and whether it is real (non-demonstration) content, in one read of
 * the four tables: start-up asks both of every shipped document. `add` records an edition written
 * since, so the answers stay true within the transaction that writes it.
 */
export async function storedEditions(tx: Tx) {
  const rows = await tx.execute<{ kind: ContentKind; grp: string; ver: string; demonstration: boolean }>(sql`
    select 'bank' as kind, tools_type as grp, bank_version as ver, demonstration from question_banks
    union all select 'norms', tools_type, norms_version, demonstration from tool_norms
    union all select 'course', course_key, course_version, demonstration from training_courses
    union all select 'catalogue', catalogue_key, catalogue_version, demonstration from activity_catalogues`);
  const stored = new Set<string>();
  const real = new Set<string>();
  const add = (kind: ContentKind, group: string, version: string, demonstration: boolean) => {
    stored.add(JSON.stringify([kind, group, version]));
    if (!demonstration) real.add(JSON.stringify([kind, group]));
  };
  for (const row of rows.rows) add(row.kind, row.grp, row.ver, row.demonstration);
  return {
    /** Whether the content's own edition is stored (a key lookup: no document compared). */
    has: (content: Content) => stored.has(JSON.stringify([content.kind, groupOf(content), versionOf(content)])),
    /** Whether the content's group (a tool, a course or catalogue key) has a stored edition of this kind that is not demonstration content. */
    hasReal: (content: Content) => real.has(JSON.stringify([content.kind, groupOf(content)])),
    add: (content: Content) => add(content.kind, groupOf(content), versionOf(content), content.document.demonstration ?? false),
  };
}

/** Inserts, or (replace) overwrites the edition in place; either way it becomes the tool's current one. */
export async function writeContent(tx: Executor, content: Content, replace: boolean): Promise<void> {
  if (isTraining(content)) return writeTraining(tx, content, replace);
  const values = {
    toolsType: content.document.tools_type,
    schemaVersion: content.schemaVersion,
    document: content.document,
    demonstration: content.document.demonstration ?? false,
  };
  if (replace) {
    const set = { schemaVersion: values.schemaVersion, document: values.document, demonstration: values.demonstration, importedAt: sql`clock_timestamp()` };
    const where = keyOf(content.kind, values.toolsType, versionOf(content));
    if (content.kind === 'bank') await tx.update(questionBanks).set(set).where(where);
    else await tx.update(toolNorms).set(set).where(where);
    return;
  }
  if (content.kind === 'bank') await tx.insert(questionBanks).values({ ...values, bankVersion: content.document.bank_version });
  else await tx.insert(toolNorms).values({ ...values, normsVersion: content.document.norms_version });
}
