// The clinician's speech recording page on the tool site, in Chromium with a fake microphone that
// plays content/demo/speech/sitting.wav: a SWAM-S test made on the create-test form, three words
// recorded with different marks, the network cut for two uploads and restored, the sitting
// finished; then the stored session, recordings with their timestamps and the full audio via the API.
// And a reload mid-sitting with a take still waiting on the device: the same session carries on.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinician } from './answering';
import { launch, newPage, portalUrl, toolUrl } from './browser';
import { api } from './session';

const WAV = fileURLToPath(new URL('../content/demo/speech/sitting.wav', import.meta.url));

let browser: Browser;
let doctor: string;
let get: Awaited<ReturnType<typeof clinician>>['get'];

interface Recording {
  question_id: string;
  status: string;
  timestamp: number | null;
  audio_duration: number | null;
  audio_path: string | null;
}
interface Session {
  _id: string;
  endTime: string | null;
  full_audio_path: string | null;
  data_list: Recording[];
}

/** A word's row in the sitting, and one take recorded and marked with `status`. */
function sittingControls(page: Page) {
  return {
    item: (key: string) => page.getByTestId(`speech-item-${key}`),
    recordAs: async (status: string) => {
      const position = await page.getByTestId('speech-position').innerText();
      await page.getByTestId('speech-record').click();
      // The fake microphone needs a moment of sound for a take.
      await page.waitForTimeout(700);
      await page.getByTestId(`speech-mark-${status}`).click();
      // The page moves to the next word once the take is kept on the device (none of these tests marks the last word).
      await expect.poll(() => page.getByTestId('speech-position').innerText(), { timeout: 15_000 }).not.toBe(position);
    },
  };
}

beforeAll(async () => {
  browser = await launch(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${WAV}`]);
  ({ token: doctor, get } = await clinician());
});

afterAll(async () => {
  await browser?.close();
});

describe('speech recording page', () => {
  it('refuses a SWAM-S test for a child outside the tool’s ages', async () => {
    const { status, body } = await api('/api/base/tests/create', { token: doctor, body: { tools_type: 'SWAM-S', children: { name: '年龄外', gender: 'male', birthday: '2026-01-01' } } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 882, message: '儿童年龄不在本工具 24–131 个月的适用范围内' });
  });

  it('records three words with their marks, keeps uploads through a network cut, finishes and stores everything', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, { lang: 'zh' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // A SWAM-S test through the create-test form; it opens on the recording page.
    await page.goto(`${toolUrl()}/dreamits?tools_type=SWAM-S&auto_token=${encodeURIComponent(doctor)}`);
    const form = page.getByTestId('create-test');
    await form.waitFor();
    expect(await form.getAttribute('data-tool-type')).toBe('SWAM-S');
    await page.getByTestId('create-name').fill('林小语');
    await page.getByTestId('create-birthday').click();
    await page.getByTestId('create-birthday').fill('2021-06-01');
    await page.keyboard.press('Tab');
    await page.getByTestId('create-submit').click();
    await page.waitForURL(/\/swam\/cai\/test\//, { timeout: 15_000 });
    const testId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    await page.getByTestId('speech-start').click();
    const sitting = page.getByTestId('speech-sitting');
    await expect.poll(() => sitting.getAttribute('data-phase')).toBe('recording');
    expect(await page.getByTestId('speech-word').innerText()).toBe('苹果');
    expect(await page.getByTestId('speech-position').innerText()).toBe('第 1 / 6 个词');

    const { item, recordAs } = sittingControls(page);

    // Online: the first take is uploaded.
    await recordAs('Successful');
    await expect.poll(() => item('sw01').getAttribute('data-delivery'), { timeout: 15_000 }).toBe('sent');
    expect(await item('sw01').getAttribute('data-status')).toBe('Successful');
    expect(await page.getByTestId('speech-word').innerText()).toBe('花');

    // Offline: the next two wait on the device and the page says so.
    await context.setOffline(true);
    await recordAs('Alternative');
    await recordAs('NotPronounced');
    await expect.poll(() => page.getByTestId('upload-state').getAttribute('data-sync'), { timeout: 15_000 }).toBe('offline');
    // A take is kept on the device once its audio is encoded, which can trail the mark under load.
    await expect.poll(() => item('sw02').getAttribute('data-delivery'), { timeout: 15_000 }).toBe('pending');
    await expect.poll(() => item('sw03').getAttribute('data-delivery'), { timeout: 15_000 }).toBe('pending');
    await expect.poll(() => page.getByTestId('upload-state').innerText(), { timeout: 15_000 }).toContain('2 段录音保存在本机');

    // Back online: both go out by themselves.
    await context.setOffline(false);
    await expect.poll(() => item('sw03').getAttribute('data-delivery'), { timeout: 20_000 }).toBe('sent');
    await expect.poll(() => item('sw02').getAttribute('data-delivery'), { timeout: 20_000 }).toBe('sent');

    // Previous goes back a word; finishing with words left asks first.
    await page.getByTestId('speech-previous').click();
    expect(await page.getByTestId('speech-word').innerText()).toBe('兔子');
    await page.getByTestId('speech-finish').click();
    await page.getByTestId('speech-finish-ok').click();
    await page.getByTestId('speech-finished').waitFor({ timeout: 30_000 });

    // Stored: one closed session, the full audio, three takes with their marks and increasing timestamps.
    const { body } = await get('/toolapi/swam/s/ai/audio', { _id: testId });
    expect(body.code, body.message).toBe(200);
    const sessions = body.data as unknown as Session[];
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect(session!.endTime).not.toBeNull();
    expect(session!.full_audio_path).toMatch(/^\/file\//);
    const items = session!.data_list.filter((r) => r.status !== 'FullAudio');
    expect(items.map((r) => [r.question_id, r.status])).toEqual([
      ['sw01', 'Successful'],
      ['sw02', 'Alternative'],
      ['sw03', 'NotPronounced'],
    ]);
    const stamps = items.map((r) => r.timestamp ?? -1);
    expect(stamps[0]).toBeGreaterThan(0);
    expect(stamps[1]).toBeGreaterThan(stamps[0]!);
    expect(stamps[2]).toBeGreaterThan(stamps[1]!);
    for (const r of items) expect(r.audio_duration).toBeGreaterThanOrEqual(500);
    const full = session!.data_list.find((r) => r.status === 'FullAudio');
    expect(full?.audio_path).toMatch(/^\/file\//);
    const bytes = await fetch(`${portalUrl()}/resource${full!.audio_path}`, { headers: { token: doctor } });
    expect(bytes.status).toBe(200);
    expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resumes the sitting after a reload: same session, words recorded shown as done, the next one shown, the waiting take still delivered', { timeout: 120_000 }, async () => {
    const created = await api('/api/base/tests/create', { token: doctor, body: { tools_type: 'SWAM-S', children: { name: '续录', gender: 'female', birthday: '2021-06-01' } } });
    expect(created.body.code, created.body.message).toBe(200);
    const testId = (created.body.data as { _id: string })._id;
    const { context, page } = await newPage(browser, { lang: 'zh' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${toolUrl()}/swam/cai/test/${encodeURIComponent(testId)}?auto_token=${encodeURIComponent(doctor)}`);
    await page.getByTestId('speech-start').click();
    const sitting = page.getByTestId('speech-sitting');
    await expect.poll(() => sitting.getAttribute('data-phase')).toBe('recording');
    const sessionId = await sitting.getAttribute('data-session');
    expect(sessionId).toBeTruthy();
    const { item, recordAs } = sittingControls(page);

    await recordAs('Successful');
    await expect.poll(() => item('sw01').getAttribute('data-delivery'), { timeout: 15_000 }).toBe('sent');
    // The second take cannot reach the server: it waits on the device through the reload.
    const uploads = '**/toolapi/swam/session/upload**';
    await page.route(uploads, (route) => route.abort('internetdisconnected'));
    await recordAs('Alternative');
    await expect.poll(() => item('sw02').getAttribute('data-delivery')).toBe('pending');

    await page.reload();
    await expect.poll(() => sitting.getAttribute('data-phase'), { timeout: 15_000 }).toBe('paused');
    expect(await sitting.getAttribute('data-session')).toBe(sessionId);
    expect(await page.getByTestId('speech-resumed').innerText()).toContain('已恢复上次未完成的录音，2 个词已录制');
    expect(await page.getByTestId('speech-word').innerText()).toBe('兔子');
    expect(await page.getByTestId('speech-position').innerText()).toBe('第 3 / 6 个词');
    expect(await item('sw01').getAttribute('data-status')).toBe('Successful');
    expect(await item('sw01').getAttribute('data-delivery')).toBe('sent');
    expect(await item('sw02').getAttribute('data-status')).toBe('Alternative');
    expect(await item('sw02').getAttribute('data-delivery')).toBe('pending');
    expect(await page.getByTestId('speech-record').isDisabled()).toBe(true);

    // The network back: the waiting take goes by itself; the clinician carries on with the microphone.
    await page.unroute(uploads);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => item('sw02').getAttribute('data-delivery'), { timeout: 20_000 }).toBe('sent');
    await page.getByTestId('speech-continue').click();
    await expect.poll(() => sitting.getAttribute('data-phase')).toBe('recording');
    await recordAs('NotPronounced');
    await expect.poll(() => item('sw03').getAttribute('data-delivery'), { timeout: 15_000 }).toBe('sent');
    await page.getByTestId('speech-finish').click();
    await page.getByTestId('speech-finish-ok').click();
    // Finished, or the message of a close that failed (named here rather than a time-out).
    await page.getByTestId('speech-finished').or(page.getByTestId('speech-error')).waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('speech-error').allInnerTexts()).toEqual([]);
    await page.getByTestId('speech-finished').waitFor();

    // One session, closed, with the full audio since the reload; the takes from before have no place in it.
    const { body } = await get('/toolapi/swam/s/ai/audio', { _id: testId });
    const sessions = body.data as unknown as Session[];
    expect(sessions.map((s) => s._id)).toEqual([sessionId]);
    expect(sessions[0]!.endTime).not.toBeNull();
    expect(sessions[0]!.full_audio_path).toMatch(/^\/file\//);
    const items = sessions[0]!.data_list.filter((r) => r.status !== 'FullAudio');
    expect(items.map((r) => [r.question_id, r.status, r.timestamp === null])).toEqual([
      ['sw03', 'NotPronounced', false],
      ['sw01', 'Successful', true],
      ['sw02', 'Alternative', true],
    ]);
    // Finished: the device forgets the sitting, and the next visit starts afresh.
    await page.reload();
    await page.getByTestId('speech-start').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
