/**
 * The demo installation's speech test: a SWAM-S test of a demo child with one recorded sitting —
 * the full audio and four items from content/demo/speech (synthesised speech, see its README),
 * their outcomes as the built-in scorer leaves them (awaiting review) and one amended by the doctor.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/pool';
import { REPO_ROOT } from '../../paths';
import { ReviewSpeechScorer } from '../../providers/speech/review';
import { storeFile } from '../files';
import { children } from '../children/schema';
import { storedBank } from '../content';
import { users } from '../identity/schema';
import { type TestRow, tests } from '../testing/schema';
import { checkedAmend } from './amend';
import { speechOutcomes, speechRecordings, speechSessions } from './schema';
import { initialsOf, pinyinOf, targetWordOf } from './targets';

const DEMO_DIR = new URL('content/demo/speech/', REPO_ROOT);
/** Where each word starts in full.mp3 (a second of silence before each), and how long it lasts. */
const ITEMS = [
  { question: 'sw01', file: 'sw01.mp3', at: 1000, ms: 1810, status: 'Successful', amend: { text: '苹果', word: { 苹果: 92 } } },
  { question: 'sw02', file: 'sw02.mp3', at: 3810, ms: 1300, status: 'Successful' },
  { question: 'sw03', file: 'sw03.mp3', at: 6110, ms: 1860, status: 'Alternative' },
  { question: 'sw04', file: 'sw04.mp3', at: 8970, ms: 1790, status: 'NotPronounced' },
] as const;
const FULL_MS = 11_760;

export async function insertDemoSpeech(files: AppContext, tx: Tx, institutionIds: Map<string, string>, now: Date = new Date()): Promise<void> {
  const institutionId = institutionIds.get('A')!;
  const [doctor] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'doctor'));
  const [child] = await tx.select({ id: children.id }).from(children).where(and(eq(children.institutionId, institutionId), eq(children.childrenCode, 'XY0005')));
  const bank = await storedBank(tx, 'SWAM-S');
  if (!child || !bank) throw new Error('seed: the speech demo lacks its child or the SWAM-S bank');
  const start = new Date(now.getTime() - 2 * 86_400_000);
  const day = start.toISOString().slice(0, 10).replaceAll('-', '');
  const [test] = await tx
    .insert(tests)
    .values({
      institutionId,
      childrenId: child.id,
      toolsType: 'SWAM-S',
      status: 'Testing',
      testCode: `S${day}0001`,
      bankVersion: bank.bank_version,
      library: bank.library,
      createdBy: doctor?.id ?? null,
      createdTime: start,
      startedTime: new Date(start.getTime() + 60_000),
    })
    .returning();
  await insertDemoSitting(files, tx, {
    institutionId,
    test: test!,
    createdBy: doctor?.id ?? null,
    start: new Date(start.getTime() + 120_000),
    full: { file: 'full.mp3', ms: FULL_MS },
    items: ITEMS.map((item) => ({ ...item, file: new URL(item.file, DEMO_DIR) })),
    now,
  });
}

export interface DemoSittingItem {
  question: string;
  /** The recording (an MP3, its own web copy). */
  file: URL;
  /** Where it starts in the full audio (ms) and how long it lasts. */
  at: number;
  ms: number;
  status: 'Successful' | 'Alternative' | 'NotPronounced';
  /** The clinician's amendment, if the demo has one for this item. */
  amend?: { text: string; word: Record<string, number> };
}

export interface DemoSitting {
  institutionId: string;
  test: Pick<TestRow, 'id' | 'library' | 'libraryAdditional'>;
  createdBy: string | null;
  start: Date;
  /** The full audio from content/demo/speech, or none ('nonexistent full audio'). */
  full: { file: string; ms: number } | null;
  items: readonly DemoSittingItem[];
  now: Date;
}

/**
 * One ended sitting of a demo test: its recordings stored as files, their outcomes as the
 * built-in scorer leaves them (awaiting review), the amendments given. Also the SWAM area's demo
 * cases use it (swams/seed-demo.ts).
 */
export async function insertDemoSitting(files: AppContext, tx: Tx, sitting: DemoSitting): Promise<void> {
  const { institutionId, test, now } = sitting;
  const fullMs = sitting.full?.ms ?? Math.max(...sitting.items.map((i) => i.at + i.ms)) + 1000;
  const [session] = await tx
    .insert(speechSessions)
    .values({ institutionId, testId: test.id, startTime: sitting.start, endTime: new Date(sitting.start.getTime() + fullMs), fullAudioDurationMs: sitting.full?.ms ?? null, createdBy: sitting.createdBy })
    .returning();

  const store = async (where: URL) => {
    const body = await readFile(where);
    const name = where.pathname.split('/').at(-1)!;
    const info = await storeFile(files, { institutionId, title: name, extension: 'mp3', body, fromId: session!.id, source: 'upload', createdBy: sitting.createdBy }, tx);
    return { id: info._id, sha256: createHash('sha256').update(body).digest('hex') };
  };
  // Already MP3: the upload is its own web copy.
  const recording = (file: { id: string; sha256: string }, fields: Omit<typeof speechRecordings.$inferInsert, 'institutionId' | 'sessionId' | 'testId' | 'uploadFileId' | 'uploadSha256'>) =>
    tx
      .insert(speechRecordings)
      .values({ institutionId, sessionId: session!.id, testId: test.id, uploadFileId: file.id, uploadSha256: file.sha256, webFileId: file.id, transcodeState: 'Completed', ...fields })
      .returning({ id: speechRecordings.id });

  if (sitting.full) {
    const full = await store(new URL(sitting.full.file, DEMO_DIR));
    await recording(full, { part: 'full', questionId: 'full_audio', status: 'FullAudio', timestampMs: 0, audioDurationMs: sitting.full.ms, scoreAudio: { target_word: '', words_recognized: '', sub_initials: [] } });
    await tx.update(speechSessions).set({ fullAudioPath: `/file/${full.id}` }).where(and(eq(speechSessions.institutionId, institutionId), eq(speechSessions.id, session!.id)));
  }

  const scorer = new ReviewSpeechScorer();
  for (const item of sitting.items) {
    const file = await store(item.file);
    const target = targetWordOf(test, item.question);
    const amend = item.amend ? checkedAmend(target, { outcomeId: '', vopText: item.amend.text, word: item.amend.word }, now) : null;
    const [row] = await recording(file, {
      part: 'item',
      questionId: item.question,
      status: item.status,
      timestampMs: item.at,
      audioDurationMs: item.ms,
      scoreAudio: { target_word: target, words_recognized: amend?.vop.text ?? '', sub_initials: initialsOf(target) },
      recString: amend ? pinyinOf(amend.vop.text) : '',
    });
    const outcome = await scorer.score({ target, wav16kMono: Buffer.alloc(0), durationMs: item.ms, audioPath: `/file/${file.id}` });
    await tx.insert(speechOutcomes).values({
      institutionId,
      recordingId: row!.id,
      testId: test.id,
      sessionId: session!.id,
      scoring: 'scored',
      attempts: 1,
      outcome,
      amendOutcome: amend,
      amendedBy: amend ? sitting.createdBy : null,
      amendedAt: amend ? now : null,
    });
  }
}
