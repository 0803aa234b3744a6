import { readFileSync } from 'node:fs';
import type { ParentActivity } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { consultItemOf, emptyDraft, feedbackItemOf, fileProblem, headOf, minutesOf, newUuid, validateConsult, validateDraft, VIDEO_ONLY, type PickedFile } from './form';

/** The files module's real phone recordings (a few KB each). */
const MEDIA = '../../../../../server/src/modules/files/fixtures/media/';

type Activity = Pick<ParentActivity, '_id' | 'activity_name' | 'activity_operations' | 'questions'>;

const island: Activity = {
  _id: 'act-1',
  activity_name: { zh: '轮流游戏', en: 'Taking turns' },
  activity_operations: 'Island',
  questions: [
    { id: 'waited', title: { zh: '等待了吗？' }, description: null, answer: ['scores', 'upload'], max_score: 3 },
    { id: 'said-turn', title: { zh: '说了吗？' }, description: null, answer: ['star', 'content'], max_score: null },
  ],
};
const of = (type: ParentActivity['activity_operations']): Activity => ({ ...island, activity_operations: type, questions: [] });
const photo: PickedFile = { id: 'f1', name: 'turn.jpg', type: 'image/jpeg', size: 2048, blob: new Blob(['x']) };

describe('feedback form checks (mirroring the server)', () => {
  it('asks for the minutes on every type, and nothing else on Blank', () => {
    expect(validateDraft(of('Blank'), emptyDraft(of('Blank')))).toEqual({ minutes: { key: 'trMinutesRequired' } });
    expect(validateDraft(of('Blank'), { ...emptyDraft(of('Blank')), minutes: '0' })).toEqual({});
    for (const bad of ['', '-1', '601', '2.5', 'ten']) expect(minutesOf(bad), bad).toBeNull();
    expect(minutesOf(' 15 ')).toBe(15);
  });

  it('requires the text of a Text activity and the files of a File one', () => {
    expect(validateDraft(of('Text'), { ...emptyDraft(of('Text')), minutes: '5', content: '   ' })).toEqual({ content: { key: 'trTextRequired' } });
    expect(validateDraft(of('File'), { ...emptyDraft(of('File')), minutes: '5' })).toEqual({ files: { key: 'trFilesRequired' } });
    expect(validateDraft(of('File'), { ...emptyDraft(of('File')), minutes: '5', files: [photo] })).toEqual({});
  });

  it('requires every part of every question, 0 stars and 0 points being answers', () => {
    const draft = { ...emptyDraft(island), minutes: '10' };
    expect(Object.keys(validateDraft(island, draft)).sort()).toEqual(['said-turn.content', 'said-turn.star', 'waited.scores', 'waited.upload']);
    draft.answers = { waited: { star: null, scores: 0, content: '', files: [photo] }, 'said-turn': { star: 0, scores: null, content: '说了', files: [] } };
    expect(validateDraft(island, draft)).toEqual({});
    draft.answers.waited!.scores = 4;
    expect(validateDraft(island, draft)).toEqual({ 'waited.scores': { key: 'trScoresRequired' } });
  });

  it('keeps only the parts the question asks for, files by slot', () => {
    const draft = { ...emptyDraft(island), minutes: '10' };
    draft.answers = { waited: { star: 2, scores: 3, content: 'extra', files: [photo] }, 'said-turn': { star: 1, scores: 9, content: '说了', files: [photo] } };
    const item = feedbackItemOf(island, draft);
    expect(item).toMatchObject({
      kind: 'feedback',
      activity_id: 'act-1',
      learning_minutes: 10,
      answers: [{ question_id: 'waited', scores: 3 }, { question_id: 'said-turn', star: 1, content: '说了' }],
    });
    expect(item.files.map((f) => f.slot)).toEqual(['q:waited']);
    expect(feedbackItemOf(of('Text'), { ...emptyDraft(of('Text')), minutes: '3', content: 'hi' })).toEqual({ kind: 'feedback', activity_id: 'act-1', label: island.activity_name, learning_minutes: 3, content: 'hi', files: [] });
  });

  it('takes phone media by content and refuses what the upload refuses', async () => {
    const head = async (name: string) => headOf(new Blob([readFileSync(new URL(`${MEDIA}${name}`, import.meta.url))]));
    for (const name of ['iphone.mov', 'voice.m4a', 'android-vp8.webm', 'voice-opus.webm', 'voice.ogg', 'voice.mp3', 'voice.wav', 'web.mp4']) expect(fileProblem(await head(name), 10), name).toBeNull();
    expect(fileProblem(await head('notes-renamed.mov'), 10)).toEqual({ key: 'trFileType', params: { types: 'JPG, PNG, MP4, MOV, WebM, M4A, MP3, WAV, OGG' } });
    expect(fileProblem(await head('iphone.mov'), 300 * 1024 * 1024)).toMatchObject({ key: 'trFileSize' });
    expect(fileProblem(await head('voice.m4a'), 10, VIDEO_ONLY)).toEqual({ key: 'trFileType', params: { types: 'MP4, MOV, WebM' } });
  });

  it('checks a consultation request: the question is required and at most 500 characters', () => {
    expect(validateConsult({ message: ' ', video: null, slotId: '' })).toEqual({ message: { key: 'trMessageRequired' } });
    expect(validateConsult({ message: 'x'.repeat(501), video: null, slotId: '' })).toEqual({ message: { key: 'trTooLong', params: { max: 500 } } });
    expect(consultItemOf({ message: ' 说话晚 ', video: null, slotId: 's1' })).toEqual({ kind: 'appointment', appointment_message: '说话晚', slot_id: 's1', files: [] });
  });

  it('makes v4 uuids the server accepts', () => {
    const ids = new Set(Array.from({ length: 50 }, newUuid));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
