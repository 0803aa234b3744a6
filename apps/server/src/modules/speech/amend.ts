/**
 * The amend dialog (PUT /api/dream/swam/updata/amend, PUT /soe/api/childrenTest/setTestAmend):
 * the clinician's recognised text and accuracy per target word, stored in `amend_outcome` beside
 * the provider's outcome, which stays as it was. Reads then take the amendment.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AmendOutcome, OralOutcome } from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import type { SessionUser } from '../auth';
import { institutionFor } from './access';
import { presentOutcome, recordingsOf } from './presenter';
import { speechOutcomes, speechRecordings } from './schema';
import { pinyinOf } from './targets';

export interface AmendInput {
  outcomeId: string;
  vopText: string;
  word: Record<string, number>;
}

const CHINESE_TEXT = /^\p{Script=Han}{1,50}$/u;

/** The amendment as stored, or the refusal that names what is wrong. */
export function checkedAmend(target: string, input: AmendInput, now: Date): AmendOutcome {
  const text = input.vopText.trim();
  if (!CHINESE_TEXT.test(text)) throw new AppError('speechAmendText');
  const entries = Object.entries(input.word).map(([word, accuracy]) => [word.trim(), accuracy] as const);
  if (entries.length === 0) throw new AppError('speechAmendEmpty');
  const allowed = new Set([target, ...target]);
  const word: Record<string, number> = {};
  for (const [name, accuracy] of entries) {
    if (!name || !allowed.has(name)) throw new AppError('speechAmendWord', { word: name });
    if (!Number.isFinite(accuracy) || accuracy < 0 || accuracy > 100) throw new AppError('speechAmendAccuracy', { word: name });
    word[name] = Math.round(accuracy * 100) / 100;
  }
  return { vop: { text, pinyin: pinyinOf(text) }, word, amended_time: now.toISOString() };
}

export async function amendOutcome(ctx: AppContext, user: SessionUser, input: AmendInput): Promise<OralOutcome> {
  const institutionId = await institutionFor(ctx, user);
  if (!isUuid(input.outcomeId)) throw new AppError('notFound');
  const [row] = await recordingsOf(ctx.db.orm, institutionId, { recordingId: input.outcomeId });
  if (!row?.outcome) throw new AppError('notFound');
  const target = (row.recording.scoreAudio as { target_word: string }).target_word;
  const amend = checkedAmend(target, input, new Date());
  await ctx.db.orm.transaction(async (tx) => {
    await tx
      .update(speechOutcomes)
      .set({ amendOutcome: amend, amendedBy: user.userId, amendedAt: sql`clock_timestamp()` })
      .where(and(eq(speechOutcomes.institutionId, institutionId), eq(speechOutcomes.recordingId, row.recording.id)));
    await tx
      .update(speechRecordings)
      .set({ scoreAudio: sql`jsonb_set(${speechRecordings.scoreAudio}, '{words_recognized}', to_jsonb(${amend.vop.text}::text))`, recString: amend.vop.pinyin })
      .where(and(eq(speechRecordings.institutionId, institutionId), eq(speechRecordings.id, row.recording.id)));
  });
  const [updated] = await recordingsOf(ctx.db.orm, institutionId, { recordingId: row.recording.id });
  return presentOutcome(updated!);
}
