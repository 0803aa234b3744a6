/**
 * The feedback form's model, pure: a draft per activity, the client-side checks that mirror the
 * server's (feedbackInput in shared/training/feedback.ts: which parts each type requires), and the
 * outbox item a valid draft becomes (files still as Blobs: they are uploaded when it is sent).
 */
import {
  APPOINTMENT_MESSAGE_MAX,
  FEEDBACK_FILES_MAX,
  FEEDBACK_TEXT_MAX,
  LEARNING_SECONDS_MAX,
  MAX_STARS,
  MEDIA_SNIFF_BYTES,
  mediaTypeNames,
  PARENT_UPLOAD_MAX_BYTES,
  sniffMedia,
  type MediaKind,
  type ParentActivity,
} from '@portal/shared';
import type { TrainingTextKey } from './texts';
import type { OutboxFile, OutboxItem } from './outbox';

export const MINUTES_MAX = LEARNING_SECONDS_MAX / 60;
/** What the feedback takes (photos, videos, recordings), and the consultation (a video). */
export const FEEDBACK_KINDS: readonly MediaKind[] = ['image', 'video', 'audio'];
export const VIDEO_ONLY: readonly MediaKind[] = ['video'];

export interface PickedFile {
  id: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
}

export interface AnswerDraft {
  star: number | null;
  scores: number | null;
  content: string;
  files: PickedFile[];
}

export interface FeedbackDraft {
  minutes: string;
  content: string;
  files: PickedFile[];
  answers: Record<string, AnswerDraft>;
}

/** A message for one field: 'minutes', 'content', 'files', or `{question_id}.{part}`. */
export type FieldError = { key: TrainingTextKey; params?: Record<string, string | number> };
export type FormErrors = Record<string, FieldError>;

type Question = ParentActivity['questions'][number];

export function emptyDraft(activity: Pick<ParentActivity, 'questions'>): FeedbackDraft {
  const answers: Record<string, AnswerDraft> = {};
  for (const q of activity.questions) answers[q.id] = { star: null, scores: null, content: '', files: [] };
  return { minutes: '', content: '', files: [], answers };
}

/** Random v4 uuid: `crypto.randomUUID` exists only on https, and a clinic's LAN page may be plain http. */
export function newUuid(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The upload's own checks before anything is stored or sent: what the file is by its first bytes
 * (the server's rule: an iPhone's .MOV, an Android WebM, whatever the name says) and its size.
 */
export function fileProblem(head: Uint8Array, size: number, kinds: readonly MediaKind[] = FEEDBACK_KINDS): FieldError | null {
  const media = sniffMedia(head);
  if (!media || !kinds.includes(media.kind)) return { key: 'trFileType', params: { types: mediaTypeNames(kinds) } };
  if (size > PARENT_UPLOAD_MAX_BYTES) return { key: 'trFileSize', params: { mb: PARENT_UPLOAD_MAX_BYTES / 1024 / 1024 } };
  return null;
}

/** The first bytes of a picked file (a slice: a 200 MB video is not read into memory). */
export async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, MEDIA_SNIFF_BYTES).arrayBuffer());
}

export function minutesOf(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= MINUTES_MAX ? n : null;
}

function checkText(errors: FormErrors, field: string, text: string, missing: TrainingTextKey, max = FEEDBACK_TEXT_MAX): void {
  if (!text.trim()) errors[field] = { key: missing };
  else if (text.length > max) errors[field] = { key: 'trTooLong', params: { max } };
}

function checkFiles(errors: FormErrors, field: string, files: readonly PickedFile[]): void {
  if (files.length === 0) errors[field] = { key: 'trFilesRequired' };
  else if (files.length > FEEDBACK_FILES_MAX) errors[field] = { key: 'trTooMany', params: { max: FEEDBACK_FILES_MAX } };
}

function checkAnswer(errors: FormErrors, q: Question, a: AnswerDraft | undefined): void {
  const draft = a ?? { star: null, scores: null, content: '', files: [] };
  for (const part of q.answer) {
    const field = `${q.id}.${part}`;
    if (part === 'star' && (draft.star === null || draft.star < 0 || draft.star > MAX_STARS)) errors[field] = { key: 'trStarsRequired' };
    if (part === 'scores' && (draft.scores === null || draft.scores < 0 || draft.scores > (q.max_score ?? Infinity))) errors[field] = { key: 'trScoresRequired' };
    if (part === 'content') checkText(errors, field, draft.content, 'trContentRequired');
    if (part === 'upload') checkFiles(errors, field, draft.files);
  }
}

export function validateDraft(activity: Pick<ParentActivity, 'activity_operations' | 'questions'>, draft: FeedbackDraft): FormErrors {
  const errors: FormErrors = {};
  if (minutesOf(draft.minutes) === null) errors.minutes = { key: 'trMinutesRequired' };
  switch (activity.activity_operations) {
    case 'Text':
      checkText(errors, 'content', draft.content, 'trTextRequired');
      break;
    case 'File':
      checkFiles(errors, 'files', draft.files);
      break;
    case 'Problem':
    case 'Array':
    case 'Island':
      for (const q of activity.questions) checkAnswer(errors, q, draft.answers[q.id]);
      break;
    case 'Blank':
      break;
  }
  return errors;
}

const asOutboxFiles = (slot: string, files: readonly PickedFile[]): OutboxFile[] =>
  files.map((f) => ({ slot, name: f.name, type: f.type, size: f.size, blob: f.blob }));

/** A checked draft as the outbox keeps it: only the parts the activity's type takes (an extra part is refused). */
export function feedbackItemOf(activity: Pick<ParentActivity, '_id' | 'activity_name' | 'activity_operations' | 'questions'>, draft: FeedbackDraft): OutboxItem {
  const type = activity.activity_operations;
  const base = { kind: 'feedback' as const, activity_id: activity._id, label: activity.activity_name, learning_minutes: minutesOf(draft.minutes) ?? 0 };
  if (type === 'Text') return { ...base, content: draft.content, files: [] };
  if (type === 'File') return { ...base, files: asOutboxFiles('files', draft.files) };
  if (type === 'Blank') return { ...base, files: [] };
  const files: OutboxFile[] = [];
  const answers = activity.questions.map((q) => {
    const a = draft.answers[q.id]!;
    const answer: { question_id: string; star?: number; scores?: number; content?: string } = { question_id: q.id };
    if (q.answer.includes('star')) answer.star = a.star!;
    if (q.answer.includes('scores')) answer.scores = a.scores!;
    if (q.answer.includes('content')) answer.content = a.content;
    if (q.answer.includes('upload')) files.push(...asOutboxFiles(`q:${q.id}`, a.files));
    return answer;
  });
  return { ...base, answers, files };
}

export interface ConsultDraft {
  message: string;
  video: PickedFile | null;
  slotId: string;
}

export function validateConsult(draft: ConsultDraft): FormErrors {
  const errors: FormErrors = {};
  checkText(errors, 'message', draft.message, 'trMessageRequired', APPOINTMENT_MESSAGE_MAX);
  return errors;
}

export function consultItemOf(draft: ConsultDraft): OutboxItem {
  return {
    kind: 'appointment',
    appointment_message: draft.message.trim(),
    ...(draft.slotId ? { slot_id: draft.slotId } : {}),
    files: draft.video ? asOutboxFiles('video', [draft.video]) : [],
  };
}
