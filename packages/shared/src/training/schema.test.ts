import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadActivityCatalogue, type ActivityCatalogue } from './catalogue-schema';
import { describeTrainingProblem, loadTrainingCourse, type TrainingCourse } from './course-schema';
import { courseCatalogueProblems } from './cross-checks';
import { exampleCatalogueDocument, exampleCourseDocument } from './fixtures/example';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests edit the JSON freely

const catalogueProblems = (edit: (doc: Doc) => void): string[] => {
  const doc = exampleCatalogueDocument();
  edit(doc);
  const result = loadActivityCatalogue(doc);
  return result.ok ? [] : describeTrainingProblem(result.problem);
};
const courseProblems = (edit: (doc: Doc) => void): string[] => {
  const doc = exampleCourseDocument();
  edit(doc);
  const result = loadTrainingCourse(doc);
  return result.ok ? [] : describeTrainingProblem(result.problem);
};
const loaded = (): { course: TrainingCourse; catalogue: ActivityCatalogue } => {
  const course = loadTrainingCourse(exampleCourseDocument());
  const catalogue = loadActivityCatalogue(exampleCatalogueDocument());
  if (!course.ok || !catalogue.ok) throw new Error('example does not load');
  return { course: course.value, catalogue: catalogue.value };
};

describe('the training content format', () => {
  it('loads the README example, filling need_for_loop and media defaults, and the course fits its catalogue', () => {
    const { course, catalogue } = loaded();
    expect(catalogue.activities.map((a) => [a.id, a.feedback_type, a.need_for_loop, a.media.length])).toEqual([
      ['intro', 'Blank', false, 1], ['naming', 'Problem', true, 0], ['diary', 'Text', false, 0], ['show-me', 'File', false, 0], ['turns', 'Island', false, 0],
    ]);
    expect(course.island_config?.islands.map((i) => i.steps.length)).toEqual([2, 2]);
    expect(courseCatalogueProblems(course, catalogue)).toEqual([]);
  });

  it('is the same catalogue and course as the README shows', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    for (const [marker, doc] of [['example-catalogue', exampleCatalogueDocument()], ['example-course', exampleCourseDocument()]] as const) {
      const block = new RegExp(`<!-- ${marker} -->\\s*\`\`\`json\\n([\\s\\S]*?)\\n\`\`\``).exec(readme);
      expect(block, marker).not.toBeNull();
      expect(JSON.parse(block![1]!)).toEqual(doc);
    }
  });

  it('refuses an unknown or missing schema_version instead of guessing', () => {
    for (const [version, shown] of [[2, '2'], ['1', '1'], [undefined, 'missing']] as const) {
      const course = loadTrainingCourse({ ...exampleCourseDocument(), schema_version: version });
      const catalogue = loadActivityCatalogue({ ...exampleCatalogueDocument(), schema_version: version });
      for (const result of [course, catalogue]) {
        expect(!result.ok && describeTrainingProblem(result.problem)).toEqual([`unknown schema_version ${shown} (supported: 1)`]);
      }
    }
  });

  it.each<[string, (doc: Doc) => void, string[]]>([
    ['an unknown feedback type', (d) => (d.activities[2].feedback_type = 'Video'), ['activities.2.feedback_type: Invalid option: expected one of "Blank"|"Problem"|"Text"|"Array"|"File"|"Island"']],
    ['a duplicate activity id', (d) => (d.activities[3].id = 'diary'), ['activities.3.id: duplicate']],
    ['a Problem activity without questions', (d) => delete d.activities[1].questions, ['activities.1.questions: Problem, Array and Island feedback need questions']],
    ['questions on a Text activity', (d) => (d.activities[2].questions = d.activities[4].questions), ['activities.2.questions: only Problem, Array and Island feedback have questions']],
    ['a scored question without max_score', (d) => delete d.activities[4].questions[0].max_score, ['activities.4.questions.0.max_score: required when the question asks for scores']],
    ['learning scores that do not add up', (d) => (d.activities[1].learning_scores = 5), ['activities.1.learning_scores: must equal the sum of the questions’ max_score (3)']],
    ['a media path climbing out', (d) => (d.activities[0].media[0].path = 'example/../../etc/passwd'), ['activities.0.media.0.path: Invalid string: must match pattern /^(?!.*(?:^|\\/)\\.\\.?(?:\\/|$))[A-Za-z0-9_][A-Za-z0-9_./-]{0,299}$/']],
    ['demonstration without a notice', (d) => (d.demonstration = true), ['notice: demonstration content needs a notice in zh and en']],
  ])('names the place of a catalogue problem: %s', (_, edit, expected) => {
    expect(catalogueProblems(edit)).toEqual(expected);
  });

  it.each<[string, (doc: Doc) => void, string[]]>([
    ['durations that do not add up', (d) => (d.nodes[1].duration_time = 8), ['total_day: the nodes’ duration_time must add up to total_day (15)']],
    ['a stay longer than the course', (d) => (d.island_stay_days = 15), ['island_stay_days: must not exceed total_day']],
    ['an index out of range', (d) => d.island_config.backend.learning_indexs.push(4), [
      'island_config.backend.learning_indexs.2: index out of range (0–3)',
      'island_config.backend.learning_total_scrores: must have one entry per index of learning_indexs (3)',
    ]],
    ['titles missing for table keys', (d) => d.island_config.backend.titles.pop(), ['island_config.backend.titles: must have one entry per index of table_keys (2)']],
    ['an island of an undeclared type', (d) => (d.island_config.islands[1].island_type = 'sing'), ['island_config.islands.1.island_type: not one of island_types']],
    ['a step key used twice', (d) => (d.island_config.islands[1].steps[0].key = 's1'), ['island_config.islands.1.steps.0.key: duplicate']],
    ['a Ment course with islands', (d) => (d.operation_type = 'Ment'), ['island_config: only an Island course has island_config']],
    ['an Island course without islands', (d) => delete d.island_config, ['island_config: an Island course needs island_config']],
    ['an activity opened twice by one node', (d) => d.nodes[0].activities.push('intro'), ['nodes.0.activities.3: duplicate']],
  ])('names the place of a course problem: %s', (_, edit, expected) => {
    expect(courseProblems(edit)).toEqual(expected);
  });

  it('checks a course against its catalogue: unknown activities, unreachable steps, table keys, learning totals', () => {
    const { course, catalogue } = loaded();
    course.nodes[0]!.activities[2] = 'singing';
    course.nodes[1]!.activities = ['turns'];
    course.island_config!.islands[0]!.steps[0]!.activity = 'dance';
    course.island_config!.backend.table_keys[1] = 'jumped';
    course.island_config!.backend.learning_total_scrores[0] = 4;
    expect(courseCatalogueProblems(course, catalogue)).toEqual([
      'nodes.0.activities.2: unknown activity singing',
      'island_config.islands.0.steps.0.activity: unknown activity dance',
      'island_config.islands.1.steps.1.activity: the activity is opened by no node of the course',
      'island_config.backend.table_keys.1: no activity of the course has this question (jumped)',
      "island_config.backend.learning_total_scrores.0: the step's activity has learning_scores 3",
    ]);
    expect(courseCatalogueProblems({ ...course, catalogue_version: '2' }, catalogue)).toEqual(['catalogue_version: not the catalogue the course names (example 1)']);
  });
});
