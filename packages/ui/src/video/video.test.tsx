import type { VideoTranscodeStatus } from '@portal/shared';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../form/test-support';
import { ApiError, type ApiResult, type HttpMethod, type RequestOptions } from '../http/client';
import { pollTranscode, type TranscodeView, type VideoServices } from './transcode';
import { TranscodedPlayer, VideoTranscodeView, VideoTranscodeViewer } from './VideoTranscodeViewer';

beforeEach(() => useLanguageForTest('zh'));

type Call = { method: HttpMethod; url: string; data: unknown };
const pending: VideoTranscodeStatus = { transcoded_url: null, video_state: 'Pending', reason: null };
const transcoding: VideoTranscodeStatus = { transcoded_url: null, video_state: 'Transcoding', reason: null };
const completed: VideoTranscodeStatus = { transcoded_url: '/resource/file/f2', video_state: 'Completed', reason: null };
const failed: VideoTranscodeStatus = { transcoded_url: null, video_state: 'Failed', reason: '该文件不含视频画面' };

/** Services answering the status call from a script, one answer (or error) per call. */
function scripted(answers: Array<VideoTranscodeStatus | Error | unknown>): VideoServices & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    request: async <T,>(method: HttpMethod, url: string, options?: RequestOptions): Promise<ApiResult<T>> => {
      calls.push({ method, url, data: options?.data });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return { code: 200, success: true, data: answer as T, message: '' };
    },
    requestBlob: async () => {
      throw new Error('no bytes in these tests');
    },
  };
}

/** Runs a poll with a clock that records each wait instead of waiting. */
async function poll(services: VideoServices, options: { retry?: boolean; abortAfterViews?: number } = {}) {
  const views: TranscodeView[] = [];
  const waits: number[] = [];
  const controller = new AbortController();
  await pollTranscode(services, '/api/system/file/raw/f1', {
    retry: options.retry,
    signal: controller.signal,
    onView: (view) => {
      views.push(view);
      if (views.length === options.abortAfterViews) controller.abort();
    },
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { views, waits };
}

describe('polling the transcode state', () => {
  it('asks every 3 s while Pending or Transcoding and stops at Completed', async () => {
    const services = scripted([pending, transcoding, transcoding, completed, completed]);
    const { views, waits } = await poll(services);
    expect(views).toEqual([{ kind: 'transcoding' }, { kind: 'transcoding' }, { kind: 'transcoding' }, { kind: 'completed', url: '/resource/file/f2' }]);
    expect(waits).toEqual([3000, 3000, 3000]);
    expect(services.calls).toHaveLength(4);
    expect(services.calls[0]).toEqual({ method: 'POST', url: '/api/language/video_transcode_status', data: { origin_path: '/api/system/file/raw/f1' } });
  });

  it('stops at Failed with the server’s reason; a retry asks to start over once, then only asks', async () => {
    expect((await poll(scripted([pending, failed, pending]))).views.at(-1)).toEqual({ kind: 'failed', reason: '该文件不含视频画面' });
    const services = scripted([pending, transcoding, completed]);
    await poll(services, { retry: true });
    expect(services.calls.map((c) => c.data)).toEqual([
      { origin_path: '/api/system/file/raw/f1', retry: true },
      { origin_path: '/api/system/file/raw/f1' },
      { origin_path: '/api/system/file/raw/f1' },
    ]);
  });

  it('stops asking once aborted (the viewer unmounted)', async () => {
    const services = scripted([pending]);
    const { views } = await poll(services, { abortAfterViews: 2 });
    expect(views).toHaveLength(2);
    expect(services.calls).toHaveLength(2);
  });

  it('a failed call or an answer of the wrong shape ends in the error view', async () => {
    expect((await poll(scripted([new ApiError(404, '未找到')]))).views).toEqual([{ kind: 'error', message: '未找到' }]);
    expect((await poll(scripted([{ video_state: 'Done' }]))).views).toEqual([{ kind: 'error', message: null }]);
  });

  it('Completed without a URL still counts as transcoding (anything but Completed)', async () => {
    const { views } = await poll(scripted([{ ...completed, transcoded_url: null }, completed]));
    expect(views).toEqual([{ kind: 'transcoding' }, { kind: 'completed', url: '/resource/file/f2' }]);
  });
});

describe('the viewer', () => {
  const player = (url: string) => <span data-url={url} />;
  const noop = () => undefined;

  it("shows 'video transcoding' with a spinner until it knows better, in zh and en", async () => {
    const html = renderToString(<VideoTranscodeViewer originPath="/api/system/file/raw/f1" services={scripted([pending])} />);
    expect(html).toContain('视频转码中');
    expect(html).toContain('ant-spin');
    expect(html).toContain('data-state="transcoding"');
    await useLanguageForTest('en');
    expect(renderToString(<VideoTranscodeView view={{ kind: 'transcoding' }} onRetry={noop} player={player} />)).toContain('Video transcoding');
  });

  it('Failed shows the reason and a retry button; a failed call its message and a retry', () => {
    const html = renderToString(<VideoTranscodeView view={{ kind: 'failed', reason: '该文件不含视频画面' }} onRetry={noop} player={player} />);
    expect(html).toContain('视频转码失败');
    expect(html).toContain('该文件不含视频画面');
    expect(html).toMatch(/<button[^>]*>.*重 ?试/); // antd spaces two-character CJK labels
    expect(html).not.toContain('视频转码中');
    const error = renderToString(<VideoTranscodeView view={{ kind: 'error', message: '未找到' }} onRetry={noop} player={player} />);
    expect(error).toContain('未找到');
    expect(error).toContain('data-state="error"');
  });

  it('Completed hands the transcoded URL to the player, which reads it as a blob (loading first, no URL with a token)', () => {
    expect(renderToString(<VideoTranscodeView view={{ kind: 'completed', url: '/resource/file/f2' }} onRetry={noop} player={player} />)).toContain('data-url="/resource/file/f2"');
    const html = renderToString(<TranscodedPlayer url="/resource/file/f2" services={scripted([])} />);
    expect(html).toContain('data-state="loading"');
    expect(html).not.toContain('/resource/file/f2');
  });
});
