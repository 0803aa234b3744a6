// The parent's training pages with the keyboard alone (WCAG 2.1.1 Keyboard, 4.1.2 Name, Role,
// Value), on a 390 px phone: from the link's today page, each kind of feedback a parent types or
// taps (Blank with a quick minutes button, Problem with scores and stars, Text typed) is reached
// with Tab and done with Space, Enter or typing, then a consultation request; on every page each
// control a screen reader announces has a name and every radio sits in a named group. What was
// sent is read back through the staff API.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshots } from './answering';
import { launch, newPage, toolUrl } from './browser';
import { tabTo, unnamed } from './keyboard';
import { api, apiLogin } from './session';

const shot = screenshots('keyboard-training-parent');
let browser: Awaited<ReturnType<typeof launch>>;
let admin: string;

beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin('admin', 'Admin@12345');
});
afterAll(async () => {
  await browser?.close();
});

interface Student {
  _id: string;
  activity_timeline: Array<{ _id: string; children: Array<{ _id: string; activity_operations_id: string; results: unknown[] | null }> }>;
}

async function staff(path: string, body?: unknown) {
  const { body: answer } = await api(path, body === undefined ? { method: 'GET', token: admin } : { token: admin, body });
  expect(answer.code, answer.message).toBe(200);
  return answer.data as unknown;
}

/** Back on today with nothing waiting on the phone, and `id`'s card the running one. */
async function backOnToday(page: Page, id: string): Promise<void> {
  await page.getByTestId('training-today').waitFor({ timeout: 20_000 });
  await expect.poll(() => page.getByTestId('training-waiting').count(), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => page.getByTestId(`activity-${id}`).getAttribute('data-state'), { timeout: 20_000 }).toBe('running');
}

describe('the parent training pages with the keyboard alone', () => {
  it('sends feedback of every typed kind and a consultation with Tab, Space, Enter and typing, every control named', async () => {
    const stamp = Date.now() % 1_000_000;
    const child = (await staff('/api/base/children/add', { name: `键练${stamp}`, gender: 'female', birthday: '2022-03-04', children_code: `E2E-K${stamp}` })) as { _id: string };
    const student = (await staff('/api/language/students/create', { children_id: child._id, course_key: 'demo-island' })) as Student;
    const id = (key: string) => student.activity_timeline[0]!.children.find((a) => a.activity_operations_id === key)!._id;
    const link = (await staff('/api/language/students/link', { students_id: student._id })) as { path: string };

    const { context, page } = await newPage(browser, { phone: true, lang: 'zh' });
    await context.route('**/oss/**', (route) => route.fulfill({ status: 404, body: '' }));
    const cdp = await context.newCDPSession(page);
    const problems: string[] = [];
    const named = async (where: string) => problems.push(...(await unnamed(cdp)).map((p) => `${where}: ${p}`));
    const open = async (key: string, type: string) => {
      await tabTo(page, page.getByTestId(`activity-${id(key)}`));
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('feedback-form').getAttribute('data-type'), { timeout: 20_000 }).toBe(type);
      await named(`activity ${type}`);
    };
    const send = async () => {
      await tabTo(page, page.getByTestId('send-feedback'));
      await page.keyboard.press('Enter');
    };

    await page.goto(toolUrl() + link.path);
    await page.getByTestId('training-today').waitFor({ timeout: 30_000 });
    await named('today');

    // Blank: a quick minutes button with Space, 'done' with Enter.
    await open('welcome', 'Blank');
    await tabTo(page, page.getByTestId('minutes-5'));
    await page.keyboard.press('Space');
    expect(await page.getByTestId('minutes').inputValue()).toBe('5');
    await send();
    await backOnToday(page, id('look-and-name'));

    // Problem: a refused send says what is missing; then a score and stars with Space, minutes typed.
    await open('look-and-name', 'Problem');
    await send();
    await expect.poll(() => page.getByTestId('field-error').count()).toBeGreaterThan(0);
    await named('activity Problem refused');
    await tabTo(page, page.getByTestId('named-scores-4'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByTestId('enjoyed-star-3'));
    await page.keyboard.press('Space');
    expect(await page.getByTestId('enjoyed-star-3').getAttribute('aria-checked')).toBe('true');
    await tabTo(page, page.getByTestId('minutes'));
    await page.keyboard.type('10');
    await shot(page, '1-problem');
    await send();
    await backOnToday(page, id('daily-note'));

    // Text: typed, minutes typed, sent.
    await open('daily-note', 'Text');
    await tabTo(page, page.getByTestId('feedback-text'));
    await page.keyboard.type('今天说了“苹果”。');
    await tabTo(page, page.getByTestId('minutes'));
    await page.keyboard.type('12');
    await send();
    await page.getByTestId('training-today').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('training-waiting').count(), { timeout: 30_000 }).toBe(0);

    // A consultation: the question typed, no time chosen, sent with Enter.
    await tabTo(page, page.getByTestId('open-consult'));
    await page.keyboard.press('Enter');
    await page.getByTestId('consult-form').waitFor();
    await named('consult');
    await tabTo(page, page.getByTestId('consult-message'));
    await page.keyboard.type('孩子最近不太愿意开口，想请老师看看。');
    await shot(page, '2-consult');
    await tabTo(page, page.getByTestId('send-consult'));
    await page.keyboard.press('Enter');
    await page.getByTestId('training-today').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('appointment').count(), { timeout: 30_000 }).toBe(1);
    await context.close();

    expect(problems).toEqual([]);
    // Stored once each, as the staff see them.
    const stored = (await staff(`/api/language/students/info?_id=${student._id}`)) as Student;
    const results = (key: string) => stored.activity_timeline[0]!.children.find((a) => a.activity_operations_id === key)!.results ?? [];
    expect(results('welcome')).toHaveLength(1);
    expect(results('look-and-name')).toMatchObject([{ learning_seconds: 600, answers: expect.arrayContaining([expect.objectContaining({ scores: 4 }), expect.objectContaining({ star: 3 })]) }]);
    expect(results('daily-note')).toMatchObject([{ content: '今天说了“苹果”。', learning_seconds: 720 }]);
  }, 60_000);
});
