/**
 * Question banks and norms as stored content (tables question_banks and tool_norms): what a
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
import type { Database } from '../../db/pool';
import { questionBanks, toolNorms } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The pool's handle or a transaction: both read and write the same way. */
export type Executor = Pick<Tx, 'select' | 'insert' | 'update'>;

export type ContentKind = 'bank' | 'norms';
export type Content =
  | { kind: 'bank'; schemaVersion: number; document: QuestionBank }
  | { kind: 'norms'; schemaVersion: number; document: ToolNorms };

export type Checked = { ok: true; content: Content } | { ok: false; problems: string[] };

/** A bank has a `library`, norms have `bands`: the two formats share no other top-level field. */
export function contentKind(stored: unknown): ContentKind | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  if ('library' in stored) return 'bank';
  if ('bands' in stored || 'norms_version' in stored) return 'norms';
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
  return { ok: false, problems: ['(document): neither a question bank (no library) nor norms (no bands)'] };
}

export function versionOf(content: Content): string {
  return content.kind === 'bank' ? content.document.bank_version : content.document.norms_version;
}

/** 'Dream-IT bank demo-1', 'Dream-IT norms demo-1'. */
export function contentLabel(content: Content): string {
  return `${content.document.tools_type} ${content.kind} ${versionOf(content)}`;
}

/** What a person wants to know about what was stored: its size, and whether it is invented. */
export function contentSummary(content: Content): string {
  const size =
    content.kind === 'bank'
      ? `${Object.keys(content.document.library.question).length} questions`
      : `${content.document.composites.length} composites, ${content.document.bands.length} age bands`;
  return content.document.demonstration ? `${size}, demonstration` : size;
}

const table = (kind: ContentKind) => (kind === 'bank' ? questionBanks : toolNorms);

function keyOf(kind: ContentKind, toolsType: string, version: string) {
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
function fromRow(kind: ContentKind, row: Row): Content {
  const checked = checkContent({ schema_version: row.schemaVersion, ...(row.document as object) });
  if (!checked.ok || checked.content.kind !== kind) {
    throw new Error(`stored ${kind} does not load: ${checked.ok ? 'wrong kind' : checked.problems.join('; ')}`);
  }
  return checked.content;
}

async function readRows(tx: Executor, kind: ContentKind, toolsType: string, version?: string): Promise<Row[]> {
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
  const t = table(content.kind);
  const [row] = await tx
    .select({ same: sql<boolean>`${t.document} = ${JSON.stringify(content.document)}::jsonb`, importedAt: t.importedAt })
    .from(t)
    .where(keyOf(content.kind, content.document.tools_type, versionOf(content)));
  if (!row) return { state: 'missing' };
  return { state: row.same ? 'same' : 'different', importedAt: row.importedAt };
}

export async function isStored(tx: Executor, content: Content): Promise<boolean> {
  const t = table(content.kind);
  const rows = await tx.select({ one: sql<number>`1` }).from(t).where(keyOf(content.kind, content.document.tools_type, versionOf(content)));
  return rows.length > 0;
}

/** Whether a tool has any stored edition of this kind that is not demonstration content. */
export async function hasRealContent(tx: Executor, kind: ContentKind, toolsType: string): Promise<boolean> {
  const t = table(kind);
  const rows = await tx.select({ one: sql<number>`1` }).from(t).where(and(eq(t.toolsType, toolsType), eq(t.demonstration, false))).limit(1);
  return rows.length > 0;
}

/** Inserts, or (replace) overwrites the edition in place; either way it becomes the tool's current one. */
export async function writeContent(tx: Executor, content: Content, replace: boolean): Promise<void> {
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
