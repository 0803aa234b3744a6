/**
 * What the AI report's writer reads: the scored report of a test as the PDF shows it (the same
 * `ReportModel`: the child, the tool's name, the developmental-age summary) plus each scored
 * area's percentile and light from the stored scores, in both languages. Reads only.
 */
import { formatAge, percentileRank, type CompositeScore, type Locale, type ScoredComposite } from '@portal/shared';
import type { Executor } from '../../db/pool';
import type { ReportWriterInput } from '../../providers/report-writer/writer';
import type { TestRow } from '../testing/schema';
import type { StoredScores } from '../testing';
import { buildReportModel } from './report-model';

const scored = (c: CompositeScore): c is ScoredComposite => c.scored;

export async function writerInput(
  tx: Executor,
  input: { test: TestRow; scores: StoredScores; tool: { name: string; nameEn: string }; version: string; locale: Locale },
): Promise<ReportWriterInput> {
  const model = await buildReportModel(tx, input);
  const tool = model.tool.label ?? model.tool.name;
  return {
    locale: input.locale,
    child: {
      name: model.child.name,
      ageMonths: input.scores.age_months,
      ageText: { zh: formatAge(model.child.birthDate, model.test.date, 'zh'), en: formatAge(model.child.birthDate, model.test.date, 'en') },
    },
    tool: { zh: tool.zh, en: tool.en || tool.zh },
    // The language composites first, then the four capability zones: the PDF's order.
    areas: [...input.scores.composites.filter(scored).filter((c) => c.kind === 'language'), ...input.scores.composites.filter(scored).filter((c) => c.kind === 'zone')].map((c) => ({
      key: c.key,
      name: c.name,
      kind: c.kind === 'zone' ? 'zone' : 'language',
      standard: c.standard_score,
      percentile: c.percentile ? percentileRank(c.percentile) : null,
      light: c.light,
    })),
    developmentalAge: model.developmentalAge.summary,
    demonstration: model.demonstration,
  };
}
