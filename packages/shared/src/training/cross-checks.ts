/**
 * The rules between a course and the catalogue edition it names (like bankNormsProblems between a
 * bank and its norms): every activity a node opens or an island step shows exists, a step's
 * activity is opened by some node (else a student could never reach it), the activity-plan table's
 * keys are questions of the course's activities, and a learning step's total matches what its
 * activity declares. One 'path: reason' line per problem, paths inside the course.
 */
import type { ActivityCatalogue } from './catalogue-schema';
import { TRAINING_REASONS } from './catalogue-schema';
import { flatSteps, type TrainingCourse } from './course-schema';

export function courseCatalogueProblems(course: TrainingCourse, catalogue: ActivityCatalogue): string[] {
  if (course.catalogue_key !== catalogue.catalogue_key || course.catalogue_version !== catalogue.catalogue_version) {
    return [`catalogue_version: ${TRAINING_REASONS.wrongCatalogue} (${catalogue.catalogue_key} ${catalogue.catalogue_version})`];
  }
  const problems: string[] = [];
  const activities = new Map(catalogue.activities.map((a) => [a.id, a]));
  const opened = new Set<string>();
  course.nodes.forEach((node, i) =>
    node.activities.forEach((id, j) => {
      if (!activities.has(id)) problems.push(`nodes.${i}.activities.${j}: ${TRAINING_REASONS.unknownActivity} ${id}`);
      opened.add(id);
    }),
  );
  const config = course.island_config;
  if (!config) return problems;
  config.islands.forEach((island, i) =>
    island.steps.forEach((step, j) => {
      const at = `island_config.islands.${i}.steps.${j}.activity`;
      if (!activities.has(step.activity)) problems.push(`${at}: ${TRAINING_REASONS.unknownActivity} ${step.activity}`);
      else if (!opened.has(step.activity)) problems.push(`${at}: ${TRAINING_REASONS.notInCourse}`);
    }),
  );
  const questionIds = new Set([...opened].flatMap((id) => (activities.get(id)?.questions ?? []).map((q) => q.id)));
  config.backend.table_keys.forEach((key, i) => {
    if (!questionIds.has(key)) problems.push(`island_config.backend.table_keys.${i}: ${TRAINING_REASONS.unknownQuestion} (${key})`);
  });
  const steps = flatSteps(config);
  config.backend.learning_indexs.forEach((index, i) => {
    const declared = activities.get(steps[index]?.activity ?? '')?.learning_scores;
    const total = config.backend.learning_total_scrores[i];
    if (declared !== undefined && total !== undefined && declared !== total) {
      problems.push(`island_config.backend.learning_total_scrores.${i}: the step's activity has learning_scores ${declared}`);
    }
  });
  return problems;
}
