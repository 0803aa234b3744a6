/**
 * The item report of a speech test (SWAM-*, SPPA) or a Ment test, as `ItemReportModel` (the
 * reports module renders it). A speech test's rows are its bank's items in order, each with the
 * newest recording's status and effective accuracy from the speech module (amendments win); a
 * Ment test's rows are its story tasks with the chosen answer, and its conclusion is Ment's state.
 */
import { answerOf, formatAge, isSpeechAreaTool, textIn, type Answers, type Locale, type QuestionLibrary } from '@portal/shared';
import type { Executor } from '../../db/pool';
import { reportSubjects, type ItemReportModel } from '../reports';
import { itemResultsOf, type ItemResult } from '../speech';
import { testDay } from '../testing';
import type { TestRow } from '../testing/schema';
import { itemTexts, type ItemTexts } from './report-text';
import { storySortPassed } from './state';

export interface ItemModelInput {
  test: TestRow;
  tool: { name: string; nameEn: string };
  version: string;
  locale: Locale;
  generatedAt?: Date;
}

export class ItemModelError extends Error {
  override readonly name = 'ItemModelError';
}

const two = (n: number) => n.toFixed(2);
const keysOf = (library: QuestionLibrary | null) => (library ? library.question_page_sort.flat().filter((key) => Object.hasOwn(library.question, key)) : []);

export async function buildItemModel(tx: Executor, input: ItemModelInput): Promise<ItemReportModel> {
  const { test, locale } = input;
  const subjects = await reportSubjects(tx, test);
  if (!subjects) throw new ItemModelError(`test ${test.id} lacks its child or institution`);
  const { child, institution, bank, clinician } = subjects;

  const t = itemTexts(locale);
  const day = testDay(test.endedTime ?? test.createdTime);
  const comments = (test.comments ?? '').trim();
  const common = {
    kind: 'items' as const,
    locale,
    demonstration: bank?.demonstration ?? true,
    institution: { name: (locale === 'en' && institution.nameEn) || institution.name },
    toolName: (locale === 'en' && input.tool.nameEn) || input.tool.name,
    reportVersion: input.version,
    clinician: clinician ? clinician.nickname || clinician.username : '—',
    child: { name: child.name, gender: child.gender === 'female' ? ('female' as const) : ('male' as const), birthDate: child.birthday, ageAtTest: formatAge(child.birthday, day, locale), code: child.code ?? '' },
    test: { code: test.testCode, date: day },
    summaryTitle: t.summaryTitle,
    itemsTitle: t.itemsTitle,
    sections: comments ? [{ title: t.comments, blocks: [{ text: comments }] }] : [],
    generatedAt: (input.generatedAt ?? new Date()).toISOString(),
  };
  const library = test.library as QuestionLibrary | null;
  if (isSpeechAreaTool(test.toolsType)) {
    const results = await itemResultsOf(tx, test.institutionId, test.id);
    return { ...common, title: t.speechTitle, ...speechTable(library, results, t) };
  }
  return { ...common, title: t.mentTitle, ...mentTable(library, (test.answer ?? {}) as Answers, t, locale) };
}

function speechTable(library: QuestionLibrary | null, results: ItemResult[], t: ItemTexts) {
  const byKey = new Map(results.map((r) => [r.questionId, r]));
  const keys = keysOf(library);
  // Recordings of items the bank no longer lists still count (a re-issued bank keeps old sittings).
  for (const r of results) if (!keys.includes(r.questionId)) keys.push(r.questionId);
  const rows = keys.map((key, i) => {
    const result = byKey.get(key);
    const word = result?.targetWord || textIn(library?.question[key]?.question, 'zh').trim() || '—';
    if (!result) return [String(i + 1), word, t.notRecorded, '—', '—'];
    const source = { amend: t.sourceAmend, audio: t.sourceAudio, none: t.sourceNone }[result.effective];
    return [String(i + 1), word, t.status[result.status], result.accuracy === null ? '—' : two(result.accuracy), source];
  });
  const scored = results.filter((r) => r.accuracy !== null);
  const mean = scored.length ? two(scored.reduce((sum, r) => sum + r.accuracy!, 0) / scored.length) : '—';
  return {
    summary: [
      [t.items, String(keys.length)],
      [t.recorded, String(results.length)],
      [t.meanAccuracy, mean],
      [t.awaiting, String(results.filter((r) => r.effective === 'none').length)],
    ] as [string, string][],
    columns: [
      { title: t.colNo, width: 0.1, align: 'center' as const },
      { title: t.colTarget, width: 0.24, align: 'left' as const },
      { title: t.colStatus, width: 0.22, align: 'left' as const },
      { title: t.colAccuracy, width: 0.2, align: 'center' as const },
      { title: t.colSource, width: 0.24, align: 'left' as const },
    ],
    rows,
    itemsNote: t.speechNote,
  };
}

function mentTable(library: QuestionLibrary | null, answers: Answers, t: ItemTexts, locale: Locale) {
  const keys = keysOf(library);
  let score = 0;
  let max = 0;
  let answered = 0;
  const rows = keys.map((key, i) => {
    const question = library!.question[key]!;
    const values = (question.choices ?? []).map((c) => Number(c.value)).filter(Number.isFinite);
    max += values.length ? Math.max(...values) : 0;
    const answer = answerOf(answers, key);
    const chosen = (question.choices ?? []).find((c) => answer?.value !== undefined && answer?.value !== null && String(c.value) === String(answer.value));
    if (!chosen) return [String(i + 1), textIn(question.question, locale), t.notAnswered, '—'];
    answered += 1;
    const value = Number(chosen.value);
    if (Number.isFinite(value)) score += value;
    return [String(i + 1), textIn(question.question, locale), textIn(chosen.content, locale), Number.isFinite(value) ? String(value) : '—'];
  });
  const sorted = storySortPassed(answers);
  return {
    summary: [
      [t.items, String(keys.length)],
      [t.answered, String(answered)],
      [t.score, `${score} / ${max}`],
    ] as [string, string][],
    ...(sorted === null ? {} : { conclusion: sorted ? t.mentPassed : t.mentBehind }),
    columns: [
      { title: t.colNo, width: 0.1, align: 'center' as const },
      { title: t.colTask, width: 0.46, align: 'left' as const },
      { title: t.colAnswer, width: 0.3, align: 'left' as const },
      { title: t.colScore, width: 0.14, align: 'center' as const },
    ],
    rows,
    itemsNote: t.mentNote,
  };
}
