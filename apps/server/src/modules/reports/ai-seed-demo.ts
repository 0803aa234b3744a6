/**
 * Demo installation: one AI report already written, by the built-in writer, for the oldest
 * seeded report of the institution (after the demo reports exist, in the same transaction), so a
 * newcomer sees the drawers at once; the other reported tests show the writing flow.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/pool';
import { BuiltinReportWriter } from '../../providers/report-writer/builtin';
import { storeFile } from '../files';
import type { StoredScores } from '../testing';
import { tests } from '../testing/schema';
import { toolOf } from '../tools';
import { writerInput } from './ai-input';
import { aiReports, reports } from './schema';

export async function insertDemoAiReport(ctx: AppContext, tx: Tx, institutionId: string): Promise<void> {
  const [report] = await tx.select().from(reports).where(eq(reports.institutionId, institutionId)).orderBy(asc(reports.createdAt), asc(reports.id)).limit(1);
  if (!report) return;
  const [test] = await tx.select().from(tests).where(and(eq(tests.institutionId, institutionId), eq(tests.id, report.testId)));
  if (!test?.scores) return;
  const tool = await toolOf(tx, institutionId, test.toolsType);
  const locale = report.locale as Locale;
  const writer = new BuiltinReportWriter();
  const input = await writerInput(tx, { test, scores: test.scores as StoredScores, tool: { name: tool?.name ?? test.toolsType, nameEn: tool?.nameEn || test.toolsType }, version: report.reportVersion, locale });
  const text = (await writer.write(input))[locale]!;
  const title = locale === 'zh' ? `${input.child.name}-AI报告解读.txt` : `${input.child.name} AI report explanation.txt`;
  const file = await storeFile(ctx, { institutionId, title, extension: 'txt', body: Buffer.from(text, 'utf8'), fromId: test.id, source: 'report', createdBy: report.createdBy }, tx);
  const at = new Date(report.createdAt.getTime() + 60_000);
  await tx.insert(aiReports).values({
    institutionId,
    testId: test.id,
    reportId: report.id,
    status: 'done',
    locale,
    writer: writer.name,
    expectedSeconds: writer.expectedSeconds,
    fileId: file._id,
    startedAt: at,
    finishedAt: at,
    createdBy: report.createdBy,
  });
}
