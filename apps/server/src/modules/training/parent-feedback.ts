/**
 * `POST feedback`: a parent's submission for one activity (feedback.ts). In one transaction that
 * first locks the student row (as every timeline write does): a replay of a stored submission_id
 * answers success and changes nothing; otherwise the acceptance rule (parent-rules.ts), then the
 * parts the activity's type takes, then the files (uploaded through this link only). The
 * submission is appended to `results` and the running activity recomputed with
 * pickRunningActivity (the student is marked due for the scheduler, as other timeline writes do),
 * so a refusal at any step leaves everything as it was.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  institutionDay,
  pickRunningActivity,
  type ActivityQuestion,
  type AnswerRecord,
  type FeedbackAnswerPart,
  type FeedbackFile,
  type FeedbackInput,
  type FeedbackSubmission,
  type FeedbackType,
  type Locale,
} from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { files } from '../files/schema';
import { trainingActivities, trainingStudents } from './schema';
import { AppError } from '../../http/envelope';
import { filePath } from '../files';
import type { TrainingParentSession } from './parent-auth';
import { submissionsOf, trainingTimeZone } from './parent-rules';
import { activityContext, refusalOf } from './parent-today';
import { DUE_NOW, lockStudent } from './timeline';
import type { Tx } from '../../db/pool';

export interface FeedbackAnswer {
  submission_id: string;
  replay: boolean;
  run_activity: string | null;
}

type Field = 'content' | 'files' | 'answers';
const FIELDS_OF_TYPE: Record<FeedbackType, readonly Field[]> = { Blank: [], Text: ['content'], File: ['files'], Problem: ['answers'], Array: ['answers'], Island: ['answers'] };

/** The parts of an answer, named in the refusal in the caller's language. */
const PART_NAMES: Record<FeedbackAnswerPart, Record<Locale, string>> = {
  star: { zh: '星级', en: 'stars' },
  scores: { zh: '得分', en: 'score' },
  content: { zh: '文字', en: 'text' },
  upload: { zh: '上传文件', en: 'files' },
};

const titleIn = (q: ActivityQuestion, locale: Locale) => (locale === 'en' ? q.title.en || q.title.zh : q.title.zh);

/** The parts an answer gives: an empty text or an empty file list is no part. */
function partsGiven(answer: NonNullable<FeedbackInput['answers']>[number]): FeedbackAnswerPart[] {
  const given: FeedbackAnswerPart[] = [];
  if (answer.star !== undefined) given.push('star');
  if (answer.scores !== undefined) given.push('scores');
  if (answer.content !== undefined && answer.content.trim() !== '') given.push('content');
  if (answer.upload !== undefined && answer.upload.length > 0) given.push('upload');
  return given;
}

/** Files of this link's student (uploaded with from_id = the student), in the order asked. */
async function linkFiles(tx: Tx, session: TrainingParentSession, ids: readonly string[]): Promise<Map<string, FeedbackFile>> {
  const wanted = [...new Set(ids)];
  const bad = wanted.find((id) => !isUuid(id));
  if (bad !== undefined) throw new AppError('trainingParentFileNotFound', { file: bad });
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: files.id, extension: files.extension, title: files.title })
    .from(files)
    .where(and(eq(files.institutionId, session.institutionId), inArray(files.id, wanted), eq(files.fromId, session.studentId), eq(files.source, 'upload')));
  const found = new Map(rows.map((r) => [r.id, { file_id: r.id, file_path: filePath(r.id), extension: r.extension, title: r.title }]));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw new AppError('trainingParentFileNotFound', { file: missing });
  return found;
}

/** The submission's parts for the activity's type, or the refusal naming what is wrong. */
async function checkedParts(tx: Tx, session: TrainingParentSession, type: FeedbackType, questions: readonly ActivityQuestion[], body: FeedbackInput, locale: Locale): Promise<Partial<FeedbackSubmission>> {
  const content = body.content?.trim() ?? '';
  const present: Record<Field, boolean> = { content: content !== '', files: (body.files?.length ?? 0) > 0, answers: (body.answers?.length ?? 0) > 0 };
  const takes = FIELDS_OF_TYPE[type];
  for (const field of ['content', 'files', 'answers'] as const) if (present[field] && !takes.includes(field)) throw new AppError('trainingFeedbackNotTaken', { field });
  if (type === 'Text') {
    if (!present.content) throw new AppError('trainingFeedbackContentRequired');
    return { content };
  }
  if (type === 'File') {
    if (!present.files) throw new AppError('trainingFeedbackFilesRequired');
    const found = await linkFiles(tx, session, body.files!);
    return { file_list: [...new Set(body.files!)].map((id) => found.get(id)!) };
  }
  if (!takes.includes('answers')) return {};
  const answers = body.answers ?? [];
  const byId = new Map<string, (typeof answers)[number]>();
  const known = new Set(questions.map((q) => q.id));
  for (const answer of answers) {
    if (!known.has(answer.question_id) || byId.has(answer.question_id)) throw new AppError('trainingAnswerUnknown', { question: answer.question_id });
    byId.set(answer.question_id, answer);
  }
  for (const q of questions) {
    const answer = byId.get(q.id);
    if (!answer) throw new AppError('trainingAnswerMissing', { question: titleIn(q, locale) });
    const given = partsGiven(answer);
    if (given.length !== q.answer.length || !q.answer.every((p) => given.includes(p))) {
      throw new AppError('trainingAnswerParts', { question: titleIn(q, locale), parts: q.answer.map((p) => PART_NAMES[p][locale]).join(locale === 'zh' ? '、' : ', ') });
    }
    const max = q.max_score ?? 0;
    if (answer.scores !== undefined && answer.scores > max) throw new AppError('trainingAnswerScoreRange', { question: titleIn(q, locale), max });
  }
  const found = await linkFiles(tx, session, answers.flatMap((a) => a.upload ?? []));
  const records = questions.map((q): AnswerRecord => {
    const answer = byId.get(q.id)!;
    const record: AnswerRecord = { question_id: q.id };
    if (answer.star !== undefined) record.star = answer.star;
    if (answer.scores !== undefined) record.scores = answer.scores;
    if (q.answer.includes('content')) record.content = answer.content!.trim();
    if (q.answer.includes('upload')) {
      record.file_list = [...new Set(answer.upload!)].map((id) => found.get(id)!);
      record.upload_count = record.file_list.length;
    }
    return record;
  });
  return { answers: records };
}

export async function submitFeedback(ctx: AppContext, session: TrainingParentSession, body: FeedbackInput, locale: Locale, now = new Date()): Promise<FeedbackAnswer> {
  return ctx.db.orm.transaction(async (tx) => {
    await lockStudent(tx, session.institutionId, session.studentId);
    const context = await activityContext(tx, session, body.activity_id);
    const activity = context.activity;
    const submissions = submissionsOf(activity.results);
    // The phone resends until it sees an acknowledgement: a stored id is that acknowledgement, whatever the rule says now.
    if (submissions.some((s) => s.submission_id === body.submission_id)) return { submission_id: body.submission_id, replay: true, run_activity: context.storedRun };
    const zone = trainingTimeZone(ctx);
    const today = institutionDay(now, zone);
    const refusal = refusalOf(context, today, now, zone);
    if (refusal) throw new AppError(refusal);
    const type = activity.feedbackType as FeedbackType;
    const parts = await checkedParts(tx, session, type, activity.questions as ActivityQuestion[], body, locale);
    const submission: FeedbackSubmission = {
      submission_id: body.submission_id,
      type,
      submitted_at: now.toISOString(),
      day: today,
      learning_seconds: body.learning_minutes * 60,
      ...parts,
    };
    const results = [...submissions, submission];
    await tx
      .update(trainingActivities)
      .set({ results, resultsAt: now })
      .where(and(eq(trainingActivities.institutionId, session.institutionId), eq(trainingActivities.id, activity.id)));
    const run = pickRunningActivity(
      context.nodeActivities.map((a) => (a._id === activity.id ? { ...a, results } : a)),
      today,
    );
    await tx
      .update(trainingStudents)
      .set({ runActivityId: run, nextDueAt: DUE_NOW, updatedAt: sql`now()` })
      .where(and(eq(trainingStudents.institutionId, session.institutionId), eq(trainingStudents.id, session.studentId)));
    return { submission_id: body.submission_id, replay: false, run_activity: run };
  });
}
