/**
 * Activity catalogues and training courses as stored content (tables activity_catalogues and
 * training_courses), the training half of `store.ts`: same rules (checked on the way in and out,
 * the edition imported last is the key's current one), keyed by catalogue_key / course_key and
 * their version instead of tools_type.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { describeTrainingProblem, loadActivityCatalogue, loadTrainingCourse, type ActivityCatalogue, type TrainingCourse } from '@portal/shared';
import { activityCatalogues, trainingCourses } from './schema';
import type { Executor } from '../../db/pool';

export type TrainingContent =
  | { kind: 'course'; schemaVersion: number; document: TrainingCourse }
  | { kind: 'catalogue'; schemaVersion: number; document: ActivityCatalogue };

type Checked = { ok: true; content: TrainingContent } | { ok: false; problems: string[] };

export function checkTraining(kind: 'course' | 'catalogue', stored: unknown): Checked {
  if (kind === 'course') {
    const result = loadTrainingCourse(stored);
    return result.ok ? { ok: true, content: { kind, schemaVersion: result.version, document: result.value } } : { ok: false, problems: describeTrainingProblem(result.problem) };
  }
  const result = loadActivityCatalogue(stored);
  return result.ok ? { ok: true, content: { kind, schemaVersion: result.version, document: result.value } } : { ok: false, problems: describeTrainingProblem(result.problem) };
}

/** [key, version] of a training document. */
export function trainingKeyOf(content: TrainingContent): [string, string] {
  return content.kind === 'course'
    ? [content.document.course_key, content.document.course_version]
    : [content.document.catalogue_key, content.document.catalogue_version];
}

const where = (kind: TrainingContent['kind'], key: string, version?: string) =>
  kind === 'course'
    ? and(eq(trainingCourses.courseKey, key), version === undefined ? undefined : eq(trainingCourses.courseVersion, version))
    : and(eq(activityCatalogues.catalogueKey, key), version === undefined ? undefined : eq(activityCatalogues.catalogueVersion, version));
const tableOf = (kind: TrainingContent['kind']) => (kind === 'course' ? trainingCourses : activityCatalogues);

/** A stored row back to its document, checked against its own schema version (a failure is corruption). */
function fromRow(kind: TrainingContent['kind'], row: { schemaVersion: number; document: unknown }): TrainingContent['document'] {
  const checked = checkTraining(kind, { schema_version: row.schemaVersion, ...(row.document as object) });
  if (!checked.ok) throw new Error(`stored ${kind} does not load: ${checked.problems.join('; ')}`);
  return checked.content.document;
}

async function latest(tx: Executor, kind: TrainingContent['kind'], key: string, version?: string) {
  const t = tableOf(kind);
  const [row] = await tx.select({ schemaVersion: t.schemaVersion, document: t.document }).from(t).where(where(kind, key, version)).orderBy(desc(t.importedAt)).limit(1);
  return row;
}

/** The edition given, or (without one) the key's current course: the one imported last. */
export async function storedCourse(tx: Executor, courseKey: string, version?: string): Promise<TrainingCourse | null> {
  const row = await latest(tx, 'course', courseKey, version);
  return row ? (fromRow('course', row) as TrainingCourse) : null;
}

export async function storedCatalogue(tx: Executor, catalogueKey: string, version?: string): Promise<ActivityCatalogue | null> {
  const row = await latest(tx, 'catalogue', catalogueKey, version);
  return row ? (fromRow('catalogue', row) as ActivityCatalogue) : null;
}

/** Every stored course built on one catalogue edition (a replaced catalogue must still fit them). */
export async function coursesOfCatalogue(tx: Executor, catalogueKey: string, version: string): Promise<TrainingCourse[]> {
  const rows = await tx
    .select({ schemaVersion: trainingCourses.schemaVersion, document: trainingCourses.document })
    .from(trainingCourses)
    .where(and(eq(trainingCourses.catalogueKey, catalogueKey), eq(trainingCourses.catalogueVersion, version)));
  return rows.map((row) => fromRow('course', row) as TrainingCourse);
}

export async function trainingStoredState(tx: Executor, content: TrainingContent): Promise<{ state: 'missing' } | { state: 'same' | 'different'; importedAt: Date }> {
  const t = tableOf(content.kind);
  const [key, version] = trainingKeyOf(content);
  const [row] = await tx
    .select({ same: sql<boolean>`${t.document} = ${JSON.stringify(content.document)}::jsonb`, importedAt: t.importedAt })
    .from(t)
    .where(where(content.kind, key, version));
  if (!row) return { state: 'missing' };
  return { state: row.same ? 'same' : 'different', importedAt: row.importedAt };
}

export async function writeTraining(tx: Executor, content: TrainingContent, replace: boolean): Promise<void> {
  const base = { schemaVersion: content.schemaVersion, document: content.document, demonstration: content.document.demonstration ?? false };
  const [key, version] = trainingKeyOf(content);
  if (replace) {
    const set = { ...base, importedAt: sql`clock_timestamp()` };
    if (content.kind === 'course') {
      const doc = content.document;
      const columns = { operationType: doc.operation_type, catalogueKey: doc.catalogue_key, catalogueVersion: doc.catalogue_version };
      await tx.update(trainingCourses).set({ ...set, ...columns }).where(where('course', key, version));
    }
    else await tx.update(activityCatalogues).set(set).where(where('catalogue', key, version));
    return;
  }
  if (content.kind === 'catalogue') {
    await tx.insert(activityCatalogues).values({ ...base, catalogueKey: key, catalogueVersion: version });
    return;
  }
  const doc = content.document;
  await tx.insert(trainingCourses).values({
    ...base, courseKey: key, courseVersion: version, operationType: doc.operation_type, catalogueKey: doc.catalogue_key, catalogueVersion: doc.catalogue_version,
  });
}
