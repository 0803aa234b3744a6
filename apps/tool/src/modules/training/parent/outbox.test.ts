import 'fake-indexeddb/auto';
import { ApiError } from '@portal/ui/http/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ uploads: [] as string[], feedback: [] as unknown[], appointments: [] as unknown[], network: true, refuse: false }));

vi.mock('./api', () => ({
  uploadFile: vi.fn(async (_blob: Blob, name: string, progress: (l: number, t: number) => void) => {
    if (!calls.network) throw new Error('upload failed: network');
    progress(5, 10);
    calls.uploads.push(name);
    return { file_id: `file-${calls.uploads.length}`, file_path: `p/${name}`, extension: 'jpg', title: name, size: 10 };
  }),
  sendFeedback: vi.fn(async (body: { submission_id: string }) => {
    if (!calls.network) throw new ApiError(1001, 'Network request failed');
    if (calls.refuse) throw new ApiError(791, 'not running', { code: 791, success: false, message: 'not running' } as never, 409);
    calls.feedback.push(body);
    return { submission_id: body.submission_id, replay: calls.feedback.length > 1, run_activity: null };
  }),
  sendAppointment: vi.fn(async (body: unknown) => {
    if (!calls.network) throw new ApiError(1001, 'Network request failed');
    calls.appointments.push(body);
    return {};
  }),
}));

const { openOutbox, waitingItems } = await import('./outbox');

const memory = new Map<string, string>();
beforeEach(() => {
  Object.assign(calls, { uploads: [], feedback: [], appointments: [], network: true, refuse: false });
  memory.clear();
  vi.stubGlobal('localStorage', { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k) });
});
afterEach(() => vi.unstubAllGlobals());

const SID = '0b7c3f5e-8a1d-4c2b-9e4f-1a2b3c4d5e6f';
const item = {
  kind: 'feedback' as const,
  activity_id: 'act-1',
  label: { zh: '轮流游戏' },
  learning_minutes: 12,
  answers: [{ question_id: 'waited', scores: 2 }],
  files: [{ slot: 'q:waited', name: 'turn.jpg', type: 'image/jpeg', size: 10, blob: new Blob(['photo']) }],
};

async function settle(ms = 30): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
}

describe('training outbox', () => {
  it('keeps a submission through a dead network and a reopen, then sends it once with its uploaded file ids', async () => {
    calls.network = false;
    const token = `tok-${Math.random()}`;
    const first = await openOutbox(token, () => undefined);
    await first.put(SID, item);
    await settle();
    expect(first.getState().pending).toBe(1);
    expect(waitingItems(first).map((w) => w.id)).toEqual([SID]);
    first.close();

    // A reload: a new outbox on the same link finds the submission (its Blob included) and sends it.
    calls.network = true;
    const second = await openOutbox(token, () => undefined);
    await second.drain();
    expect(second.getState().pending).toBe(0);
    expect(calls.uploads).toEqual(['turn.jpg']);
    expect(calls.feedback).toEqual([{ activity_id: 'act-1', submission_id: SID, learning_minutes: 12, answers: [{ question_id: 'waited', scores: 2, upload: ['file-1'] }] }]);
    second.close();
    const third = await openOutbox(token, () => undefined);
    expect(third.getState().pending).toBe(0);
    third.close();
  });

  it('does not upload a file twice when the feedback call failed after the upload', async () => {
    const token = `tok-${Math.random()}`;
    const outbox = await openOutbox(token, () => undefined);
    const { sendFeedback } = await import('./api');
    vi.mocked(sendFeedback).mockRejectedValueOnce(new ApiError(1001, 'Network request failed'));
    const failures = vi.mocked(sendFeedback).mock.calls.length;
    await outbox.put(SID, item);
    // The first feedback call fails after the upload; the retry (after a jittered back-off that
    // may be near zero) sends the feedback again without the file.
    await vi.waitFor(() => expect(vi.mocked(sendFeedback).mock.calls.length).toBeGreaterThan(failures));
    await outbox.drain();
    expect(calls.uploads).toEqual(['turn.jpg']);
    expect(calls.feedback).toHaveLength(1);
    outbox.close();
  });

  it('drops a submission the server refuses and says why', async () => {
    calls.refuse = true;
    const refusals: Array<[number, string]> = [];
    const outbox = await openOutbox(`tok-${Math.random()}`, (code, message) => refusals.push([code, message]));
    await outbox.put(SID, { ...item, files: [] });
    // drain() resolves once nothing waits; the refusal is reported right after.
    await vi.waitFor(() => expect(refusals).toEqual([[791, 'not running']]));
    expect(calls.feedback).toEqual([]);
    expect(outbox.getState().pending).toBe(0);
    outbox.close();
  });

  it('sends a consultation request with its video id and slot', async () => {
    const outbox = await openOutbox(`tok-${Math.random()}`, () => undefined);
    await outbox.put(SID, { kind: 'appointment', appointment_message: '说话晚', slot_id: 'slot-1', files: [{ slot: 'video', name: 'play.mp4', type: 'video/mp4', size: 10, blob: new Blob(['v']) }] });
    await outbox.drain();
    expect(calls.appointments).toEqual([{ request_id: SID, appointment_message: '说话晚', slot_id: 'slot-1', video_file_id: 'file-1' }]);
    outbox.close();
  });
});
