/**
 * Builds the `ReportModel` of one scored test: the child, the institution and its tool, the
 * scores (composites, the four zones, developmental age, intervention targets), the development
 * curve over the child's earlier scored tests of the same tool, the clinician's comments and the
 * demonstration flag (norms or bank invented). Reads only; the caller holds the test row.
 */
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { formatAge, percentileRank, type CompositeScore, type Locale, type ScoredComposite } from '@portal/shared';
import { children } from '../children/schema';
import { questionBanks } from '../content/schema';
import { users } from '../identity/schema';
import { institutions } from '../institutions/schema';
import { type TestRow, tests } from '../testing/schema';
import { CLOSED_TEST_STATUSES, type StoredScores, testDay } from '../testing';
import type { LocalizedText, ReportModel } from './render';
import { developmentalAgeSection, developmentalAgeText, zoneDescription } from './report-text';
import type { Executor } from '../../db/pool';
import { lovEntriesByName } from '../definitions';

/** The list that names the tool types (the reports and tests pages show it too). */
const TOOLS_TYPE_LOV = 'test_tools_type';

/** A tool type's label from its list, in both languages; none when the list lacks it. */
export async function toolTypeLabel(tx: Executor, institutionId: string, type: string): Promise<LocalizedText | undefined> {
  const entry = (await lovEntriesByName(tx, institutionId, [TOOLS_TYPE_LOV])).get(TOOLS_TYPE_LOV)?.find((e) => String(e.value) === type);
  return entry ? { zh: entry.content, en: entry.contentEn || entry.content } : undefined;
}

/** The composite the curve, the developmental age and the at-risk summary follow. */
export const TOTAL_COMPOSITE = 'total_language';
/** At most this many tests on the curve (the newest). */
const CURVE_POINTS_MAX = 12;

export class ReportModelError extends Error {
  override readonly name = 'ReportModelError';
}

export interface ReportModelInput {
  test: TestRow;
  scores: StoredScores;
  tool: { name: string; nameEn: string };
  version: string;
  locale: Locale;
  generatedAt?: Date;
}

const scored = (c: CompositeScore): c is ScoredComposite => c.scored;

/** The day a test counts for: when it ended, else when it was made. */
const dayOf = (row: { endedTime: Date | null; createdTime: Date }) => testDay(row.endedTime ?? row.createdTime);

function totalStandard(scores: unknown): number | null {
  const composites = (scores as { composites?: CompositeScore[] } | null)?.composites;
  const total = composites?.find((c) => c.key === TOTAL_COMPOSITE);
  return total?.scored ? total.standard_score : null;
}

async function curvePoints(tx: Executor, test: TestRow, ownScores: StoredScores) {
  const earlier = await tx
    .select({ id: tests.id, scores: tests.scores, endedTime: tests.endedTime, createdTime: tests.createdTime })
    .from(tests)
    .where(
      and(
        eq(tests.institutionId, test.institutionId),
        eq(tests.childrenId, test.childrenId),
        eq(tests.toolsType, test.toolsType),
        inArray(tests.status, [...CLOSED_TEST_STATUSES]),
        isNotNull(tests.scores),
        lte(tests.createdTime, test.createdTime),
      ),
    )
    .orderBy(asc(tests.createdTime), asc(tests.id));
  const points = earlier
    .filter((row) => row.id !== test.id)
    .map((row) => ({ date: dayOf(row), ageMonths: (row.scores as StoredScores).age_months, standard: totalStandard(row.scores) }))
    .filter((p): p is { date: string; ageMonths: number; standard: number } => p.standard !== null && typeof p.ageMonths === 'number');
  const own = totalStandard(ownScores);
  if (own !== null) points.push({ date: dayOf(test), ageMonths: ownScores.age_months, standard: own });
  return points.slice(-CURVE_POINTS_MAX);
}

/**
 * What every test report is about, read once for any kind of report: the child, the institution,
 * the bank (demonstration content or not) and the clinician who made the test. Null without its
 * child or institution.
 */
export async function reportSubjects(tx: Executor, test: TestRow) {
  const [child] = await tx
    .select({ name: children.name, gender: children.gender, birthday: children.birthday, code: children.childrenCode })
    .from(children)
    .where(and(eq(children.institutionId, test.institutionId), eq(children.id, test.childrenId)));
  const [institution] = await tx.select({ name: institutions.name, nameEn: institutions.nameEn }).from(institutions).where(eq(institutions.id, test.institutionId));
  const [bank] = await tx
    .select({ demonstration: questionBanks.demonstration })
    .from(questionBanks)
    .where(and(eq(questionBanks.toolsType, test.toolsType), eq(questionBanks.bankVersion, test.bankVersion)));
  const [clinician] = test.createdBy
    ? await tx.select({ nickname: users.nickname, username: users.username }).from(users).where(eq(users.id, test.createdBy))
    : [];
  return child && institution ? { child, institution, bank, clinician } : null;
}

export async function buildReportModel(tx: Executor, input: ReportModelInput): Promise<ReportModel> {
  const { test, scores, locale } = input;
  const subjects = await reportSubjects(tx, test);
  if (!subjects) throw new ReportModelError(`test ${test.id} lacks its child or institution`);
  const { child, institution, bank, clinician } = subjects;

  const composites = scores.composites.filter(scored);
  const language = composites.filter((c) => c.kind === 'language');
  const zones = composites.filter((c) => c.kind === 'zone');
  if (language.length === 0) throw new ReportModelError(`test ${test.id} has no scored language composite`);
  if (zones.length !== 4) throw new ReportModelError(`test ${test.id} has ${zones.length} scored capability zones, a report needs 4`);
  const total = language.find((c) => c.key === TOTAL_COMPOSITE) ?? language[0]!;
  const day = dayOf(test);
  const seriesName: LocalizedText = { zh: `${total.name.zh}标准分`, en: `${total.name.en} standard score` };

  return {
    institution: { name: { zh: institution.name, en: institution.nameEn } },
    tool: { type: test.toolsType, label: await toolTypeLabel(tx, test.institutionId, test.toolsType), name: { zh: input.tool.name, en: input.tool.nameEn } },
    reportVersion: input.version,
    locale,
    child: { name: child.name, gender: child.gender === 'female' ? 'female' : 'male', birthDate: child.birthday, ageAtTest: formatAge(child.birthday, day, locale) },
    test: { code: test.testCode, date: day, clinician: clinician ? clinician.nickname || clinician.username : '—' },
    composites: language.map((c) => ({
      key: c.key,
      name: c.name,
      raw: c.raw,
      standard: c.standard_score,
      ci: [c.confidence_interval.lower, c.confidence_interval.upper],
      percentile: percentileRank(c.percentile),
      ageEquivalent: developmentalAgeText(c.developmental_age, locale),
      light: c.light,
    })),
    zones: zones.map((c) => ({ key: c.key.replace(/^zone_/, ''), name: c.name, standard: c.standard_score, light: c.light, description: zoneDescription(c.key, c.light) })),
    curve: { seriesName, points: await curvePoints(tx, test, scores), mean: 100, sd: 15 },
    developmentalAge: developmentalAgeSection(total.developmental_age, scores.age_months),
    interventionTargets: scores.targets.map((t) => t.text),
    clinicianComments: test.comments ?? '',
    demonstration: scores.demonstration || (bank?.demonstration ?? false),
    generatedAt: (input.generatedAt ?? new Date()).toISOString(),
  };
}
