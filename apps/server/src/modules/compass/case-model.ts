/**
 * Builds the `CaseReportModel` (reports/render/case-model.ts) of a case or a summary: the child,
 * the institution, the clinician, the sections in the reader's language and the bound reports'
 * summary tables from the stored scores of their tests.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { formatAge, isoDate, percentileRank, type BoundReport, type Locale, type SummaryScore } from '@portal/shared';
import { users } from '../identity/schema';
import { institutions } from '../institutions/schema';
import { institutionTools } from '../tools/schema';
import type { CaseBoundReport, CaseKind, CaseReportModel, CaseSection } from '../reports';
import type { Executor } from '../../db/pool';

export function scoreRows(summary: SummaryScore[], locale: Locale): CaseBoundReport['rows'] {
  return summary.map((s) => ({
    name: (locale === 'zh' ? s.name.zh : s.name.en).slice(0, 200) || s.key,
    raw: s.raw,
    standard: s.standard,
    ciLow: s.ci[0],
    ciHigh: s.ci[1],
    percentile: percentileRank(s.percentile),
    light: s.light ?? 'green',
  }));
}

export interface CaseModelInput {
  institutionId: string;
  kind: CaseKind;
  locale: Locale;
  clinicianId: string | null;
  child: { name: string; gender: string; birthday: string; children_code: string | null };
  sections: CaseSection[];
  reports: Pick<BoundReport, 'tools_type' | 'report_version' | 'from_test' | 'summary'>[];
  demonstration: boolean;
  /** The day the case speaks for (its closing day), YYYY-MM-DD. */
  day: string;
}

export async function buildCaseModel(tx: Executor, input: CaseModelInput): Promise<CaseReportModel> {
  const { locale } = input;
  const [institution] = await tx.select({ name: institutions.name, nameEn: institutions.nameEn }).from(institutions).where(eq(institutions.id, input.institutionId));
  const [clinician] = input.clinicianId ? await tx.select({ nickname: users.nickname, username: users.username }).from(users).where(eq(users.id, input.clinicianId)) : [];
  const toolTypes = [...new Set(input.reports.map((r) => r.tools_type))];
  const tools = toolTypes.length
    ? await tx
        .select({ type: institutionTools.toolsType, name: institutionTools.name, nameEn: institutionTools.nameEn })
        .from(institutionTools)
        .where(and(eq(institutionTools.institutionId, input.institutionId), inArray(institutionTools.toolsType, toolTypes)))
    : [];
  const toolName = (type: string) => {
    const tool = tools.find((t) => t.type === type);
    return (tool ? (locale === 'zh' ? tool.name : tool.nameEn || tool.name) : type) || type;
  };
  const instName = institution ? (locale === 'zh' ? institution.name : institution.nameEn || institution.name) : '—';
  return {
    locale,
    kind: input.kind,
    demonstration: input.demonstration,
    institution: { name: instName.slice(0, 300) || '—' },
    clinician: clinician ? (clinician.nickname || clinician.username).slice(0, 200) : '—',
    generatedAt: new Date().toISOString(),
    child: {
      name: input.child.name,
      gender: input.child.gender === 'female' ? 'female' : 'male',
      birthDate: input.child.birthday,
      ageAtTest: formatAge(input.child.birthday, input.day, locale),
      code: (input.child.children_code ?? '').slice(0, 100),
    },
    sections: input.sections.slice(0, 50),
    reports: input.reports.slice(0, 50).map((r) => ({
      toolsType: r.tools_type,
      toolName: toolName(r.tools_type).slice(0, 300),
      testCode: r.from_test.test_code.slice(0, 100),
      reportVersion: r.report_version.slice(0, 50),
      testedAt: isoDate(new Date(r.from_test.createdTime)),
      rows: scoreRows(r.summary, locale),
    })),
  };
}
