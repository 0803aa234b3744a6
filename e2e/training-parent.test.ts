// The parent's training pages on a 390×844 phone (issue 10 item 6): a student enrolled through the
// staff API in the demo island course, its parent link opened with no account; today's cards, each
// kind of feedback form answered (Blank, Problem with stars and scores, Text with the network cut
// and the page reloaded while the answer still waits on the phone, then Island with a photo, File,
// Array), a consultation request, English at the largest text size, a revoked link; and through the
// staff API every submission stored in its activity's results exactly once.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshots } from './answering';
import { launch, newPage, toolUrl } from './browser';
import { api, apiLogin, openAs } from './session';
import { findTrainingStudent } from './training';

const shot = screenshots('training-parent');
const PHOTO = readFileSync(new URL('../content/media/demo-uploads/parent-photo.jpg', import.meta.url));

let browser: Browser;
let admin: string;
/** The student the parent answered for, for the clinician's check after it. */
let answered: { name: string; studentId: string; ids: Record<string, string> } | null = null;
beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin('admin', 'Admin@12345');
});
afterAll(async () => {
  await browser?.close();
});

interface Submission {
  submission_id: string;
  learning_seconds: number;
  content?: string;
  file_list?: Array<{ file_id: string }>;
  answers?: Array<{ question_id: string; star?: number; scores?: number; content?: string; upload_count?: number; file_list?: unknown[] }>;
}
interface Activity {
  _id: string;
  activity_operations_id: string;
  results: Submission[] | null;
}
interface Student {
  _id: string;
  run_activity: string | null;
  activity_timeline: Array<{ _id: string; children: Activity[] }>;
}

async function staff(path: string, body: unknown) {
  const { body: answer } = await api(path, { token: admin, body });
  expect(answer.code, answer.message).toBe(200);
  return answer.data as Record<string, unknown>;
}

async function info(id: string): Promise<Student> {
  const { body } = await api(`/api/language/students/info?_id=${id}`, { method: 'GET', token: admin });
  expect(body.code, body.message).toBe(200);
  return body.data as unknown as Student;
}

const activityOf = (student: Student, key: string): Activity => student.activity_timeline[0]!.children.find((a) => a.activity_operations_id === key)!;

/** Nothing waits on the phone any more and the card of `id` is the running one. */
async function running(page: Page, id: string): Promise<void> {
  await expect.poll(() => page.getByTestId('training-waiting').count(), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => page.getByTestId(`activity-${id}`).getAttribute('data-state'), { timeout: 20_000 }).toBe('running');
}

/** Every visible control of the page is at least 44 px high (thumb-sized). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, .p-button, select, textarea, input:not(.p-visually-hidden)'))
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().height < 44)
      .map((el) => `${el.tagName} ${el.dataset.testid ?? el.textContent?.trim()} ${Math.round(el.getBoundingClientRect().height)}px`),
  );
}

/** Toasts gone, so a screenshot shows the page itself. */
async function quiet(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('toast').count(), { timeout: 10_000 }).toBe(0);
}

async function openActivity(page: Page, id: string, type: string): Promise<void> {
  await page.getByTestId(`activity-${id}`).click();
  await expect.poll(() => page.getByTestId('feedback-form').getAttribute('data-type'), { timeout: 20_000 }).toBe(type);
}

async function openLink(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(toolUrl() + path);
  await page.getByTestId('training-today').waitFor({ timeout: 30_000 });
  return page;
}

describe('parent training pages on a phone', () => {
  it('shows today, takes every kind of feedback (one through a cut network and a reload) and stores each once', async () => {
    // Per try: a retry adds another child, and a child's code is taken once.
    const stamp = Date.now() % 1_000_000;
    const name = `小练${stamp}`;
    const child = await staff('/api/base/children/add', { name, gender: 'female', birthday: '2022-03-04', children_code: `E2E-P${stamp}` });
    const student = (await staff('/api/language/students/create', { children_id: child._id, course_key: 'demo-island' })) as unknown as Student;
    // Three activities of week 2 added to the running week, so every kind of form can be answered today.
    for (const key of ['turn-taking', 'play-video', 'word-list']) {
      await staff('/api/language/students/node/update', { students_id: student._id, time_node_id: student.activity_timeline[0]!._id, activity_operations_id: key });
    }
    const enrolled = await info(student._id);
    const id = (key: string) => activityOf(enrolled, key)._id;
    expect(enrolled.run_activity).toBe(id('welcome'));
    const link = await staff('/api/language/students/link', { students_id: student._id });
    expect(link.path).toBe(`/training/token/${String(link.token)}`);

    const { context } = await newPage(browser, { phone: true, lang: 'zh' });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('token', 'a-login-token-of-someone-else');
      }
    });
    const feedbackPosts: string[] = [];
    context.on('request', (r) => r.url().includes('/api/language/parent/feedback') && feedbackPosts.push(String((r.postDataJSON() as { submission_id?: string } | null)?.submission_id)));

    // TODAY: the child, the course, day 1 of 21, the running activity first and highlighted.
    let page = await openLink(context, String(link.path));
    expect(await page.evaluate(() => [localStorage.getItem('temporary_token'), localStorage.getItem('token')])).toEqual([link.token, null]);
    expect(await page.getByTestId('child-name').innerText()).toBe(name);
    expect(await page.getByTestId('course-name').innerText()).toContain('语言小岛');
    expect(await page.getByTestId('day-of').innerText()).toBe('第 1 / 21 天');
    const cards = page.locator('[data-testid^="activity-"][data-state]');
    expect(await cards.first().getAttribute('data-testid')).toBe(`activity-${id('welcome')}`);
    expect(await cards.evaluateAll((list) => list.map((c) => c.getAttribute('data-state')))).toEqual(['running', 'todo', 'todo', 'todo', 'todo', 'todo']);
    await shot(page, '01-today');
    expect(await smallTargets(page)).toEqual([]);

    // Blank: the content, the demo media, a 'done' button and the minutes.
    await openActivity(page, id('welcome'), 'Blank');
    expect(await page.getByTestId('media-video').getAttribute('playsinline')).not.toBeNull();
    // The course media is served (public /oss/training/…): the picture has loaded.
    await expect.poll(() => page.getByTestId('media-image').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(page, '02-activity-blank');
    await page.getByTestId('send-feedback').click();
    expect(await page.getByTestId('field-error').innerText()).toBe('请填写练习的分钟数（0–600）');
    await page.getByTestId('minutes-5').click();
    await page.getByTestId('send-feedback').click();
    await running(page, id('look-and-name'));

    // Problem: the checks say what is missing and send nothing; then stars and scores.
    await openActivity(page, id('look-and-name'), 'Problem');
    const before = feedbackPosts.length;
    // A mark clears on the next render after a tap: polled, as a slow machine may not have drawn it yet.
    const marks = () => page.getByTestId('field-error').allInnerTexts();
    await page.getByTestId('send-feedback').click();
    await expect.poll(marks).toEqual(['请选择得分', '请选择星级', '请填写练习的分钟数（0–600）']);
    await page.getByTestId('named-scores-4').click();
    await page.getByTestId('enjoyed-star-3').click();
    await expect.poll(marks).toEqual(['请填写练习的分钟数（0–600）']);
    await page.getByTestId('minutes-10').click();
    await expect.poll(marks).toEqual([]);
    await quiet(page);
    await shot(page, '03-activity-problem');
    expect(await smallTargets(page)).toEqual([]);
    expect(feedbackPosts.length).toBe(before);
    await page.getByTestId('send-feedback').click();
    await running(page, id('daily-note'));

    // Text, with the network cut: the answer waits on the phone, survives a reload, goes when the network is back.
    await openActivity(page, id('daily-note'), 'Text');
    await shot(page, '04-activity-text');
    await context.setOffline(true);
    await page.getByTestId('feedback-text').fill('今天说了“苹果”和“汽车”。');
    await page.getByTestId('minutes').fill('12');
    await page.getByTestId('send-feedback').click();
    const banner = page.getByTestId('training-waiting');
    await expect.poll(() => banner.getAttribute('data-online'), { timeout: 20_000 }).toBe('0');
    // The count shows first; the list of what waits follows once the outbox has read it back.
    await expect.poll(() => banner.innerText()).toContain('1 份反馈在手机上等待发送');
    await expect.poll(() => banner.innerText()).toContain('今日小记');
    await expect.poll(() => page.getByTestId(`activity-${id('daily-note')}`).getAttribute('data-state')).toBe('sending');
    await quiet(page);
    await shot(page, '05-offline-waiting');
    // Back online but the feedback call still failing: reload; the submission is still on the phone.
    await context.route('**/api/language/parent/feedback', (route) => route.abort());
    await context.setOffline(false);
    await page.reload();
    await page.getByTestId('training-today').waitFor();
    await expect.poll(() => banner.innerText(), { timeout: 20_000 }).toContain('今日小记');
    await context.unroute('**/api/language/parent/feedback');
    // The button or the queue's own retry (the 'online' event, then backoff), whichever comes first.
    await page.getByTestId('retry-now').click({ timeout: 5000 }).catch(() => undefined);
    await running(page, id('turn-taking'));

    // Island: per question its parts in order, with a photo from the phone.
    await openActivity(page, id('turn-taking'), 'Island');
    await page.getByTestId('waited-scores-2').click();
    await page.getByTestId('waited-upload-input').setInputFiles({ name: 'turn.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    // Picked but not sent: a reload gives back the score and the photo (kept on the phone as a Blob).
    await page.reload();
    await page.getByTestId('feedback-form').waitFor();
    await expect.poll(() => page.getByTestId('picked-file').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('waited-scores-2').getAttribute('aria-checked')).toBe('true');
    // Recognised by content, not by name: a text file called a photo is refused on the phone.
    await page.getByTestId('waited-upload-input').setInputFiles({ name: 'turn.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all, just some text') });
    expect(await page.getByTestId('file-problem').innerText()).toContain('不支持此文件类型');
    await page.getByTestId('said-turn-star-2').click();
    await page.getByTestId('said-turn-content').fill('会说“该你了”');
    await page.getByTestId('minutes-20').click();
    await shot(page, '06-activity-island');
    await page.getByTestId('send-feedback').click();
    await running(page, id('play-video'));

    // File: one file uploaded before the feedback names it.
    await openActivity(page, id('play-video'), 'File');
    await page.getByTestId('feedback-files-input').setInputFiles({ name: 'play.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    await page.getByTestId('minutes-5').click();
    await shot(page, '07-activity-file');
    await page.getByTestId('send-feedback').click();
    await running(page, id('word-list'));

    // Array.
    await openActivity(page, id('word-list'), 'Array');
    await page.getByTestId('new-words-content').fill('苹果、汽车、妈妈');
    await page.getByTestId('minutes-10').click();
    await shot(page, '08-activity-array');
    await page.getByTestId('send-feedback').click();
    await expect.poll(() => page.getByTestId('training-waiting').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => page.getByTestId(`activity-${id('word-list')}`).getAttribute('data-state'), { timeout: 20_000 }).toBe('doneToday');

    // Stored through the staff API: each submission once, as the parent gave it.
    const after = await info(student._id);
    const results = (key: string) => activityOf(after, key).results ?? [];
    for (const key of ['welcome', 'look-and-name', 'daily-note', 'turn-taking', 'play-video', 'word-list']) expect(results(key), key).toHaveLength(1);
    expect(results('welcome')[0]!.learning_seconds).toBe(300);
    expect(results('look-and-name')[0]).toMatchObject({ learning_seconds: 600, answers: [{ question_id: 'named', scores: 4 }, { question_id: 'enjoyed', star: 3 }] });
    expect(results('daily-note')[0]).toMatchObject({ content: '今天说了“苹果”和“汽车”。', learning_seconds: 720 });
    expect(results('turn-taking')[0]!.answers).toMatchObject([{ question_id: 'waited', scores: 2, upload_count: 1 }, { question_id: 'said-turn', star: 2, content: '会说“该你了”' }]);
    expect(results('play-video')[0]!.file_list).toHaveLength(1);
    expect(results('word-list')[0]!.answers).toMatchObject([{ question_id: 'new-words', content: '苹果、汽车、妈妈' }]);
    answered = { name, studentId: student._id, ids: Object.fromEntries(['look-and-name', 'daily-note'].map((k) => [k, id(k)])) };
    // The Text submission was tried while cut off, but the server holds it once.
    const textId = results('daily-note')[0]!.submission_id;
    expect(feedbackPosts.filter((s) => s === textId).length).toBeGreaterThanOrEqual(1);

    // Consultation: the question is required; the request appears as pending on today.
    await page.getByTestId('open-consult').click();
    await page.getByTestId('consult-form').waitFor();
    await page.getByTestId('send-consult').click();
    expect(await page.getByTestId('field-error').innerText()).toBe('请写下想咨询的问题');
    await page.getByTestId('consult-message').fill('孩子最近不太愿意开口，想请专家看看练习视频。');
    if ((await page.getByTestId('slot').count()) > 0) await page.getByTestId('slot').first().click();
    await quiet(page);
    await shot(page, '09-consultation');
    await page.getByTestId('send-consult').click();
    await expect.poll(() => page.getByTestId('appointment').first().getAttribute('data-status'), { timeout: 30_000 }).toBe('0');
    expect(await page.getByTestId('appointments').innerText()).toContain('待处理');

    // English at the largest text size.
    await page.getByTestId('language').click();
    await page.getByTestId('font-size').selectOption('extraLarge');
    expect(await page.getByTestId('day-of').innerText()).toBe('Day 1 of 21');
    expect(await page.getByTestId('appointments').innerText()).toContain('Pending');
    await quiet(page);
    await shot(page, '10-today-en-extra-large');
    expect(await smallTargets(page)).toEqual([]);
    // Staff handle the request: the parent's list says so after a reload.
    const appointmentId = String(await page.getByTestId('appointment').first().getAttribute('data-id'));
    const handled = await api(`/api/language/video_appointments/${appointmentId}`, { method: 'PUT', token: admin, body: { status: 1 } });
    expect(handled.body.code, handled.body.message).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('appointment').first().getAttribute('data-status'), { timeout: 20_000 }).toBe('1');
    expect(await page.getByTestId('appointments').innerText()).toContain('Handled');
    await page.close();

    // A renewed link revokes the old one: the old link says so plainly.
    await staff('/api/language/students/link', { students_id: student._id, refresh: true });
    page = await context.newPage();
    await page.goto(toolUrl() + String(link.path));
    await page.getByTestId('message-page').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('message-text').innerText()).toBe('This link is no longer valid; please ask the centre’s staff for a new one.');
    await shot(page, '11-revoked-link');
    await context.close();
  });

  it('the clinician sees what the parent sent in the timeline and the feedback views', async () => {
    expect(answered, 'the parent test above stored feedback').not.toBeNull();
    const { name, studentId, ids } = answered!;
    const opened = await openAs(browser, 'admin', 'Admin@12345');
    try {
      const { page } = opened;
      const row = await findTrainingStudent(page, studentId, name);
      await row.getByTestId('table-row-action-training_students_timeline').click();
      const dialog = page.getByTestId('training-timeline');
      const activity = (key: string) => dialog.locator(`[data-testid="training-activity"][data-activity-id="${ids[key]}"]`);
      await activity('daily-note').waitFor();
      // Answered activities carry the 'has results' tag and open their feedback.
      expect(await activity('daily-note').getAttribute('data-tag')).toBe('hasResults');
      expect(await activity('look-and-name').getAttribute('data-tag')).toBe('hasResults');
      await activity('daily-note').getByTestId('training-activity-feedback').click();
      const text = page.locator('[data-testid="activity-feedback"][data-type="Text"]');
      await text.waitFor();
      expect(await text.getByTestId('feedback-content').innerText()).toBe('今天说了“苹果”和“汽车”。');
      await page.keyboard.press('Escape');
      await text.waitFor({ state: 'hidden' });
      await activity('look-and-name').getByTestId('training-activity-feedback').click();
      const problem = page.locator('[data-testid="activity-feedback"][data-type="Problem"]');
      await problem.waitFor();
      // A question of the configured plan table: the plan opens first, the answer records beside it.
      await problem.locator('.ant-tabs-tab', { hasText: '回答记录' }).click();
      expect(await problem.locator('[data-question="named"] [data-testid="feedback-scores"]').innerText()).toBe('4 / 5');
      expect(await problem.locator('[data-question="enjoyed"] [data-testid="feedback-stars"]').getAttribute('data-stars')).toBe('3');
      await shot(page, '12-clinician-sees-feedback');
    } finally {
      await opened.close();
    }
  });
});
