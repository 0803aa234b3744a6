// The portal's training feedback views in real Chromium, mounted by a harness page (e2e/training-
// feedback/) inside a dialog the size of the timeline dialog, with files really uploaded to the
// server and read with the token header; a parent's iPhone .mov and Android WebM recording sent
// through the parent's upload, transcoded by the server and played. Screenshots of every view:
// test-results/training-feedback/.
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshots } from './answering';
import { buildHarness, openHarness, removeHarness } from './harness-page';
import { launch, portalUrl } from './browser';
import { api, apiLogin, uploadFile } from './session';

let browser: Browser;
let harnessDir = '';
let token = '';
const ids: Record<'image' | 'video' | 'other' | 'audio', string> = { image: '', video: '', other: '', audio: '' };
/** The phone's own files: an iPhone movie and an Android Chrome recording (the files module's test fixtures). */
const phone = { mov: '', webm: '' };
const fixture = (name: string) => readFileSync(new URL(`../apps/server/src/modules/files/fixtures/media/${name}`, import.meta.url));

/** What a parent's phone does: the student's link, then its upload call with the file as the phone names it. */
async function parentUploads(files: Array<[name: string, bytes: Buffer]>): Promise<string[]> {
  const admin = await apiLogin('admin', 'Admin@12345');
  const stamp = Date.now().toString(36);
  const child = await api('/api/base/children/add', { token: admin, body: { name: `影音${stamp}`, gender: 'male', birthday: '2022-05-06', children_code: `E2E-M${stamp}` } });
  const student = await api('/api/language/students/create', { token: admin, body: { children_id: child.body.data!._id, course_key: 'demo-island' } });
  const link = await api('/api/language/students/link', { token: admin, body: { students_id: student.body.data!._id } });
  const ids: string[] = [];
  for (const [name, bytes] of files) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${portalUrl()}/api/language/parent/upload`, { method: 'POST', headers: { temtoken: String(link.body.data!.token) }, body: form });
    const body = (await res.json()) as { code: number; message: string; data: { file_id: string } };
    expect(body.code, body.message).toBe(200);
    ids.push(body.data.file_id);
  }
  return ids;
}
const save = screenshots('training-feedback');
/** Screenshots after antd's opening zoom has finished (a picture mid-animation is faded). */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(700);
  await save(page, name);
}

const upload = async (name: string, bytes: Buffer): Promise<string> => (await uploadFile(token, name, bytes))._id;

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin('teacher', 'Teacher@12345');
  const png = new PNG({ width: 120, height: 80 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([i % 3 === 0 ? 240 : 60, 140, 90, 255], i);
  ids.image = await upload('积木.png', PNG.sync.write(png));
  ids.video = await upload('游戏.mp4', readFileSync(new URL('../content/media/demo-uploads/parent-clip.mp4', import.meta.url)));
  ids.other = await upload('记录.zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]));
  const [mov, webm] = await parentUploads([
    ['IMG_0001.MOV', fixture('iphone.mov')],
    ['recording.webm', fixture('voice-opus.webm')],
  ]);
  Object.assign(phone, { mov, webm });
  ids.audio = phone.webm;
  harnessDir = await buildHarness(new URL('./training-feedback/', import.meta.url));
});
afterAll(async () => {
  await browser?.close();
  removeHarness(harnessDir);
});

function open(query: Record<string, string>, lang: 'zh' | 'en' = 'zh'): Promise<{ context: BrowserContext; page: Page }> {
  return openHarness(browser, harnessDir, token, { image: ids.image, video: ids.video, other: ids.other, audio: ids.audio, ...query }, lang);
}

/** The dialog body never grows past the timeline dialog's 600 px, and nothing overflows its 800 px width. */
async function expectFitsDialog(page: Page) {
  const box = await page.locator('.ant-modal-body').first().evaluate((el) => ({ h: el.getBoundingClientRect().height, sw: el.scrollWidth, cw: el.clientWidth }));
  expect(box.h).toBeLessThanOrEqual(600);
  expect(box.sw).toBeLessThanOrEqual(box.cw + 1);
}

describe('training feedback views', () => {
  it('nth-answer sections of a Problem activity open and close; the newest is open with its figures', async () => {
    const { context, page } = await open({ activity: 'look-and-name' });
    await page.getByTestId('feedback-answers').waitFor();
    expect(await page.getByTestId('feedback-answer-label').allInnerTexts()).toEqual(['第3次回答', '第2次回答', '第1次回答']);
    expect(await page.getByTestId('feedback-duration').first().innerText()).toBe('学习时长：3小时');
    await page.getByText('第1次回答').click();
    await page.getByText('正确率：40%').waitFor();
    await expectFitsDialog(page);
    await shot(page, 'problem-answers');
    await context.close();
  });

  it('File feedback: the picture read with the token, the video in the transcode viewer, a download for the rest', async () => {
    const { context, page } = await open({ activity: 'play-video' }, 'en');
    const img = page.locator('[data-testid="feedback-files"] img').first();
    await img.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="feedback-files"] img') as HTMLImageElement | null;
      return !!el && el.complete && el.naturalWidth > 0 && el.src.startsWith('blob:');
    });
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(120);
    await page.getByTestId('video-transcode').first().waitFor();
    expect(await page.getByTestId('feedback-download').innerText()).toContain('记录.pdf');
    await page.waitForTimeout(1500);
    await expectFitsDialog(page);
    await shot(page, 'file-feedback');
    await context.close();
  });

  it('a parent’s iPhone .mov and Android WebM recording: prepared by the server, then played in a video and an audio element', async () => {
    const { context, page } = await open({ activity: 'play-video', video: phone.mov });
    // The server's job makes them playable; meanwhile the viewer says so.
    const video = page.locator('[data-testid="feedback-video"] video[data-state="completed"]');
    const audio = page.locator('[data-testid="feedback-audio"] audio[data-state="completed"]');
    await video.waitFor({ timeout: 30_000 });
    await audio.waitFor({ timeout: 30_000 });
    // Chromium has read each file's metadata: the copies play here (H.264/AAC in mp4, AAC in m4a).
    const played = (el: HTMLMediaElement) => el.readyState >= 1 && el.duration > 0;
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLMediaElement>('[data-testid="video-transcode"][data-state="completed"]')).every((el) => el.readyState >= 1 && el.duration > 0));
    expect(await video.evaluate(played)).toBe(true);
    expect(await audio.evaluate(played)).toBe(true);
    expect(await video.evaluate((el: HTMLVideoElement) => [el.videoWidth, el.videoHeight])).toEqual([96, 64]);
    expect(await audio.getAttribute('aria-label')).toBe('儿歌.m4a');
    await expectFitsDialog(page);
    await shot(page, 'phone-media');
    await context.close();
  });

  it('Island feedback grouped by question, Array as lists, awaiting and unknown states', async () => {
    let opened = await open({ activity: 'turn-taking' });
    expect(await opened.page.getByTestId('feedback-question-group').count()).toBe(2);
    await shot(opened.page, 'island-by-question');
    await opened.context.close();
    opened = await open({ activity: 'word-list' }, 'en');
    await opened.page.getByTestId('feedback-array').first().waitFor();
    await shot(opened.page, 'array-feedback');
    await opened.context.close();
    opened = await open({ activity: 'daily-note' });
    await opened.page.getByText('等待家长反馈').waitFor();
    await shot(opened.page, 'awaiting');
    await opened.context.close();
  });

  it('the activity-plan table (easy variant: follow-up columns) fits the dialog', async () => {
    const { context, page } = await open({ activity: 'look-and-name', config: '1' });
    await page.getByTestId('plan-table').waitFor();
    expect(await page.getByTestId('plan-table').getAttribute('data-variant')).toBe('easy');
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(3);
    await expectFitsDialog(page);
    await shot(page, 'plan-table-easy');
    await page.getByRole('tab', { name: '回答记录' }).click();
    await page.getByTestId('feedback-answers').waitFor();
    await context.close();
    const basic = await open({ view: 'plan', activity: 'turn-taking' }, 'en');
    await basic.page.getByTestId('plan-table').waitFor();
    await shot(basic.page, 'plan-table-turn-taking');
    await basic.context.close();
  });

  it('the island results timeline: blue, green and gray dots, date titles, and the video details dialog', async () => {
    const { context, page } = await open({ view: 'timeline' });
    await page.getByTestId('island-results').waitFor();
    const colour = (step: string) => page.locator(`.ant-timeline-item:has([data-step="${step}"])`).first().evaluate((el) => getComputedStyle(el.querySelector('.ant-steps-item-icon, .ant-timeline-item-icon, [class*="icon"]')!).borderColor || '');
    expect(await page.locator('[data-step="s5"]').getAttribute('data-colour')).toBe('blue');
    expect(await page.locator('[data-step="s8"]').getAttribute('data-colour')).toBe('gray');
    expect(await colour('s5')).not.toBe(await colour('s8'));
    await expectFitsDialog(page);
    await shot(page, 'island-timeline');
    await page.getByTestId('island-step-videos').click();
    await page.getByTestId('video-details-item').waitFor();
    await page.waitForTimeout(1500);
    await shot(page, 'video-details');
    await context.close();
  });
});
