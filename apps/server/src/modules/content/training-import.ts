/**
 * The import's cross-checks of training content: a course against the catalogue edition it
 * names (imported in the same run, else stored), and a catalogue edition being replaced against
 * the stored courses built on it, so that no stored course is left naming missing activities.
 */
import { courseCatalogueProblems, type ActivityCatalogue, type TrainingCourse } from '@portal/shared';
import type { Content } from './store';
import { coursesOfCatalogue, storedCatalogue } from './training-store';
import type { Executor } from '../../db/pool';

interface Item {
  name: string;
  content: Content;
}

export async function trainingProblems(tx: Executor, items: readonly Item[]): Promise<string[]> {
  const problems: string[] = [];
  const catalogues = items.flatMap((i) => (i.content.kind === 'catalogue' ? [{ name: i.name, doc: i.content.document }] : []));
  const courses = items.flatMap((i) => (i.content.kind === 'course' ? [{ name: i.name, doc: i.content.document }] : []));
  const sameCatalogue = (c: TrainingCourse, cat: ActivityCatalogue) => c.catalogue_key === cat.catalogue_key && c.catalogue_version === cat.catalogue_version;
  for (const course of courses) {
    const imported = catalogues.find((c) => sameCatalogue(course.doc, c.doc))?.doc;
    const catalogue = imported ?? (await storedCatalogue(tx, course.doc.catalogue_key, course.doc.catalogue_version));
    if (!catalogue) {
      problems.push(`${course.name}: catalogue_version: catalogue ${course.doc.catalogue_key} ${course.doc.catalogue_version} is neither imported with it nor stored`);
      continue;
    }
    problems.push(...courseCatalogueProblems(course.doc, catalogue).map((p) => `${course.name}: ${p}`));
  }
  for (const catalogue of catalogues) {
    const stored = await coursesOfCatalogue(tx, catalogue.doc.catalogue_key, catalogue.doc.catalogue_version);
    for (const course of stored) {
      // A course imported in the same run is checked above in its new form.
      if (courses.some((c) => c.doc.course_key === course.course_key && c.doc.course_version === course.course_version)) continue;
      problems.push(
        ...courseCatalogueProblems(course, catalogue.doc).map((p) => `${catalogue.name}: stored ${course.course_key} course ${course.course_version} would not fit: ${p}`),
      );
    }
  }
  return problems;
}
