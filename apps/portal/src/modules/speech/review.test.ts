import type { AudioRecording, AudioSession, OralOutcome, RecognitionSession } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accuracyText, AMEND_TEXT, byteAt, clockOf, id3Size, marksOf, reviewSessionsOf, statusColor } from './review';

const recording = (id: string, status: AudioRecording['status'], timestamp: number | null): AudioRecording => ({
  _id: id,
  question_id: id === 'f' ? 'full_audio' : `q${id}`,
  init_tag: '',
  createdTime: '2026-11-25T10:00:00.000Z',
  audio_path: `/file/${id}`,
  stage_audio_path: `/file/${id}`,
  status,
  score_audio: { target_word: '花', words_recognized: '', sub_initials: ['h'] },
  rec_string: '',
  audio_duration: 1000,
  timestamp,
  transcode_state: 'Completed',
  scoring: status === 'FullAudio' ? 'none' : 'scored',
});
const session: AudioSession = {
  _id: 's1',
  test_id: 't1',
  startTime: '2026-11-25T10:00:00.000Z',
  endTime: '2026-11-25T10:05:00.000Z',
  full_audio_path: '/file/f',
  full_audio_duration: 10_000,
  data_list: [recording('f', 'FullAudio', 0), recording('1', 'Successful', 1000), recording('2', 'Alternative', 9_999), recording('3', 'NotPronounced', 10_000), recording('4', 'Successful', null)],
};
const outcome = (id: string): OralOutcome => ({
  _id: id,
  testId: 't1',
  question_id: `q${id}`,
  audioPath: `/file/${id}`,
  content: '花',
  initial: 'h',
  audio_outcome: null,
  amend_outcome: null,
  effective: 'none',
  accuracy: null,
  scoring: 'scored',
});

describe('the review of a sitting', () => {
  it('pairs each item with its outcome by recording id and keeps the full audio apart', () => {
    const recognition: RecognitionSession[] = [{ _id: 's1', test_id: 't1', startTime: '', endTime: null, data_list: [outcome('2'), outcome('1')] }];
    const [review] = reviewSessionsOf([session], recognition);
    expect(review!.full?._id).toBe('f');
    expect(review!.items.map((i) => [i.recording._id, i.outcome?._id ?? null])).toEqual([
      ['1', '1'],
      ['2', '2'],
      ['3', null],
      ['4', null],
    ]);
  });

  it('marks only items that start before the full audio ends, at their start', () => {
    const [review] = reviewSessionsOf([session], []);
    expect(marksOf(review!.items, 10_000).map((m) => [m.item.recording._id, m.seconds])).toEqual([
      ['1', 1],
      ['2', 9.999],
    ]);
    expect(marksOf(review!.items, null)).toEqual([]);
  });

  it('colours statuses as §4 says and writes accuracy with two decimals', () => {
    expect([statusColor('Successful'), statusColor('Alternative'), statusColor('NotPronounced'), statusColor('full_audio')]).toEqual(['#52c41a', '#eb2f96', '#eb2f96', '#8c8c8c']);
    expect([accuracyText(92), accuracyText(66.666), accuracyText(0), accuracyText(-1), accuracyText(null)]).toEqual(['92.00', '66.67', '0.00', null, null]);
    expect(clockOf(8.97)).toBe('0:09.0');
    expect(clockOf(71.25)).toBe('1:11.3');
  });

  it('accepts 1–50 Chinese characters as the recognised text', () => {
    expect(AMEND_TEXT.test('苹果')).toBe(true);
    expect(AMEND_TEXT.test('hua')).toBe(false);
    expect(AMEND_TEXT.test('')).toBe(false);
    expect(AMEND_TEXT.test('花'.repeat(51))).toBe(false);
  });
});

describe('byte positions in a constant-bitrate MP3', () => {
  it('reads the ID3 tag size and spreads the rest over the duration', () => {
    const tag = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0x01, 0x03, 0xff]);
    expect(id3Size(tag)).toBe(10 + 128 + 3);
    expect(id3Size(new Uint8Array([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0]))).toBe(0);
    expect(byteAt(0, 10, 80_141, 141)).toBe(141);
    expect(byteAt(5, 10, 80_141, 141)).toBe(40_141);
    expect(byteAt(12, 10, 80_141, 141)).toBe(80_140);
  });
});
