import { afterEach, describe, expect, it } from 'vitest';
import type { AudioRecording, AudioSession } from '@portal/shared';
import { ApiError } from '@portal/ui/http/client';
import { openDelivery } from '../answer-queue';
import { memoryStore } from '../answer-queue/store';
import { recordingEnded, refusedForGood, takesOf, unplaceWaitingTakes } from './resume';
import { recordingKey, type RecordingQueue, type RecordingUpload } from './uploads';

const opened: RecordingQueue[] = [];
afterEach(() => {
  for (const queue of opened.splice(0)) queue.close();
});

const stored = (question_id: string, status: AudioRecording['status']): AudioRecording => ({
  _id: question_id,
  question_id,
  init_tag: '',
  createdTime: '2026-11-27T07:00:00.000Z',
  audio_path: '/file/x',
  stage_audio_path: '/file/x',
  status,
  score_audio: { target_word: '', words_recognized: '', sub_initials: [] },
  rec_string: '',
  audio_duration: 900,
  timestamp: null,
  transcode_state: 'Pending',
  scoring: 'pending',
});
const session = (data_list: AudioRecording[], full_audio_path: string | null = null): AudioSession => ({ _id: 's1', test_id: 't1', startTime: '2026-11-27T07:00:00.000Z', endTime: null, full_audio_path, full_audio_duration: null, data_list });
const queued = (question_id: string | undefined, status: RecordingUpload['status'], session_id = 's1'): RecordingUpload => ({
  session_id,
  part: question_id ? 'item' : 'full',
  ...(question_id ? { question_id, status } : {}),
  timestamp: 4200,
  audio_duration: 800,
  audio: new Blob(['x'], { type: 'audio/webm' }),
  file_name: 'x.webm',
});

describe('resuming a sitting after a reload', () => {
  it('shows delivered and waiting takes as done, the waiting (newer) mark over the delivered one, other sessions left out', () => {
    const waiting = { a: queued('sw02', 'NotPronounced'), b: queued('sw03', 'Successful', 'another'), c: queued('sw04', 'Alternative') };
    expect(takesOf(session([stored('full_audio', 'FullAudio'), stored('sw01', 'Successful'), stored('sw02', 'Successful')]), waiting)).toEqual({ sw01: 'Successful', sw02: 'NotPronounced', sw04: 'Alternative' });
  });

  it('knows the recording had ended when the full audio is stored or waiting, and only then', () => {
    expect(recordingEnded(session([]), { a: queued('sw01', 'Successful') })).toBe(false);
    expect(recordingEnded(session([]), { a: queued(undefined, undefined) })).toBe(true);
    expect(recordingEnded(session([], '/file/full'), {})).toBe(true);
    expect(recordingEnded(session([]), { a: queued(undefined, undefined, 'another') })).toBe(false);
  });

  it('sends the waiting takes of the session without their place in the lost full audio, keeping their audio and mark', async () => {
    const queue = await openDelivery<RecordingUpload>({ name: 'speech:t1', side: 'clinician', store: memoryStore<RecordingUpload>(), events: null, deliver: () => new Promise(() => undefined) });
    opened.push(queue);
    await queue.put(recordingKey('s1', 'sw01'), queued('sw01', 'Alternative'));
    await queue.put(recordingKey('s1', 'sw02'), queued('sw02', 'Successful'));
    await queue.put(recordingKey('other', 'sw02'), queued('sw02', 'Successful', 'other'));
    await unplaceWaitingTakes(queue, session([]));
    const waiting = queue.overlay({});
    expect(waiting[recordingKey('s1', 'sw02')]).toMatchObject({ status: 'Successful', audio_duration: 800 });
    expect(waiting[recordingKey('s1', 'sw02')]).not.toHaveProperty('timestamp');
    expect(waiting[recordingKey('other', 'sw02')]?.timestamp).toBe(4200);
  });

  it('forgets a session the server refused, not one the network could not reach', () => {
    expect(refusedForGood(new ApiError(861, 'closed', undefined, 409))).toBe(true);
    expect(refusedForGood(new ApiError(404, 'not found', undefined, 404))).toBe(true);
    expect(refusedForGood(new TypeError('Failed to fetch'))).toBe(false);
    expect(refusedForGood(new ApiError(503, 'down', undefined, 503))).toBe(false);
  });
});
