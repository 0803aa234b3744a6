// The parent's whole flow on a 390×844 phone (issue 8 items 4, 6, 11): QR link → ready → the
// additional chain → questions with audio → a dead network half-way, a reload with answers still
// queued on the phone → submit → end; then the clinician's view, the stored answers (each change
// exactly once) and the report.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerParts, clinician, FIRST_CHOICE, screenshots, tap } from './answering';
import { databaseUrl, launch, newPage, toolUrl } from './browser';
import { api } from './session';
import { codeSentTo, smsCount } from './sms';

const shot = screenshots('parent-flow');
let browser: Browser;
let doctor: string;
let get: Awaited<ReturnType<typeof clinician>>['get'];

/** A short tone as WAV: the question audio the page plays (served in place of /oss files). */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) wav[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return wav;
}

/** A new Dream-IT test for a new child, and its parent link (the QR code's path). */
async function parentLink(tool = 'Dream-IT'): Promise<{ testId: string; path: string }> {
  const created = await api('/api/base/tests/create', { token: doctor, body: { tools_type: tool, children: { name: '乐乐', gender: 'female', birthday: '2024-05-01' } } });
  expect(created.body.code, created.body.message).toBe(200);
  const testId = String(created.body.data?._id);
  const qr = await get('/api/base/dreamit/v2/temporary', { _id: testId });
  expect(qr.body.code, qr.body.message).toBe(200);
  return { testId, path: String(qr.body.data?.path) };
}

async function nextEnabled(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('next').isEnabled(), { timeout: 45_000 }).toBe(true);
}

beforeAll(async () => {
  browser = await launch();
  ({ token: doctor, get } = await clinician());
});

afterAll(async () => {
  await browser?.close();
});

describe('parent flow on a phone', () => {
  it('goes from the QR link to the report, keeping every answer through a dead network and a reload', async () => {
    const { testId, path } = await parentLink();
    expect(path).toMatch(/^\/dreamit\/token\/[\w-]+$/);
    const { context, page } = await newPage(browser, { phone: true, lang: 'zh' });
    const syncCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/temporary/sync') && syncCalls.push(r.method()));
    // Question audio: a 2.5 s tone for the first page's questions, none (404) for the others.
    const tone = toneWav(2.5);
    await context.route('**/oss/**', (route) =>
      /IT-D-0[1-4]\.mp3$/.test(route.request().url()) ? route.fulfill({ status: 200, contentType: 'audio/wav', body: tone }) : route.fulfill({ status: 404, body: '' }),
    );
    await context.addInitScript(() => localStorage.setItem('token', 'a-login-token-of-someone-else'));

    // Ready: the child as the clinic registered it; the login token on the phone is removed (spec).
    await page.goto(toolUrl() + path);
    await page.getByTestId('ready-page').waitFor();
    expect(await page.getByTestId('child-name').innerText()).toBe('乐乐');
    expect(await page.getByTestId('child-gender').innerText()).toBe('女');
    expect(await page.getByTestId('child-birth').innerText()).toBe('2024-05-01');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('temporary_token')?.length ?? 0])).toEqual([null, expect.any(Number)]);
    expect(await page.evaluate(() => (localStorage.getItem('temporary_token') ?? '').length)).toBeGreaterThan(20);
    await shot(page, '1-ready-zh');
    // One page in English, then back.
    await page.getByTestId('language').click();
    await expect.poll(() => page.getByTestId('ready-confirm').innerText()).toBe('Confirm, start');
    // The server's names follow the language too.
    await expect.poll(() => page.getByTestId('tool').innerText()).toBe('Dream-IT Infant language and communication assessment');
    expect(await page.getByTestId('institution').innerText()).toBe('Starlight Child Development Centre');
    await shot(page, '1-ready-en');
    await page.getByTestId('language').click();
    await page.getByTestId('ready-confirm').click();

    // The additional chain: a refused save shows the shared messages; then each form is saved.
    await page.getByTestId('form-dream_it_info_additional_from').waitFor();
    await page.getByTestId('form-submit').click();
    expect(await page.getByTestId('message-relation').innerText()).toBe('不能为空：您是孩子的');
    await tap(page.getByTestId('option-relation-mother'));
    // The phone asks for verification (seed: props.verify): typed only, it is refused.
    expect(await page.getByTestId('send-code-parent_phone').isDisabled()).toBe(true);
    await page.getByTestId('field-parent_phone').fill('13812345678');
    await tap(page.getByTestId('option-daily_language-mandarin'));
    await page.getByTestId('form-submit').click();
    expect(await page.getByTestId('message-parent_phone').innerText()).toBe('请先获取验证码并完成验证：家长电话');
    // Send: the code goes out through the Tencent adapter to the local fake; the resend waits.
    const before = await smsCount('13812345678');
    await tap(page.getByTestId('send-code-parent_phone'));
    await expect.poll(() => page.getByTestId('send-code-parent_phone').innerText()).toMatch(/^\d+ 秒后重发$/);
    expect(await page.getByTestId('send-code-parent_phone').isDisabled()).toBe(true);
    const code = await codeSentTo('13812345678', before);
    expect(code).toMatch(/^\d{6}$/);
    await shot(page, '2-additional-code-sent');
    // A wrong code shows the server's message; the right one verifies by itself at six digits.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByTestId('code-parent_phone').fill(wrong);
    await expect.poll(() => page.getByTestId('verify-status-parent_phone').innerText()).toBe('验证码不正确');
    await shot(page, '2-additional-code-wrong');
    await page.getByTestId('code-parent_phone').fill(code);
    await expect.poll(() => page.getByTestId('verify-status-parent_phone').innerText()).toBe('已验证');
    expect(await page.getByTestId('message-parent_phone').count()).toBe(0);
    await shot(page, '2-additional');
    await page.getByTestId('form-submit').click();

    await page.getByTestId('form-dream_it_info_additional_2_from').waitFor();
    for (const key of ['premature_birth', 'hearing_screened', 'main_caregiver']) await tap(page.locator(`[data-testid^="option-${key}-"]`).first());
    await shot(page, '3-additional-2');
    await page.getByTestId('form-submit').click();

    await page.getByTestId('form-dream_it_operating_guide_from').waitFor();
    await page.getByTestId('guide-audio').waitFor();
    await tap(page.getByTestId('field-guide_listened'));
    await shot(page, '4-guide');
    await page.getByTestId('form-submit').click();

    // Questions, page 1: the audio waits 1 s, then reads with a countdown; NEXT is disabled meanwhile.
    await page.getByTestId('questions-page').waitFor();
    expect(await page.getByTestId('next').isDisabled()).toBe(true);
    await page.getByTestId('audio-countdown').first().waitFor();
    await expect.poll(() => page.getByTestId('audio-countdown').first().innerText()).toMatch(/正在朗读题目（\d+ 秒）/);
    expect(await page.getByTestId('next').isDisabled()).toBe(true);
    await shot(page, '5-questions-audio');
    const answered = new Set<string>();
    for (const key of await answerParts(page, { selectors: FIRST_CHOICE })) answered.add(key);
    await nextEnabled(page);
    await page.getByTestId('next').click();

    // Page 2 online.
    await expect.poll(() => page.getByTestId('questions-page').getAttribute('data-page')).toBe('1');
    for (const key of await answerParts(page, { selectors: FIRST_CHOICE })) answered.add(key);
    await nextEnabled(page);
    await page.getByTestId('next').click();
    await expect.poll(() => page.getByTestId('questions-page').getAttribute('data-page')).toBe('2');

    // Page 3 with no network: answers wait on the phone, the banner says so.
    await context.setOffline(true);
    for (const key of await answerParts(page, { selectors: FIRST_CHOICE })) answered.add(key);
    await page.getByTestId('waiting-banner').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('waiting-banner').innerText()).toMatch(/^\d+ 个答案等待发送——网络恢复后会自动发送$/);
    await shot(page, '6-offline-banner');

    // The network comes back but the sync call still fails (a dead route); the page is reloaded
    // with the answers still queued: they come back from IndexedDB, shown and waiting.
    await context.route('**/api/base/dreamit/v2/temporary/sync', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    // It opens on the first unanswered page (page 4: page 3's answers are on the phone).
    await page.reload();
    await page.getByTestId('questions-page').waitFor();
    expect(await page.getByTestId('questions-page').getAttribute('data-page')).toBe('3');
    await page.getByTestId('waiting-banner').waitFor({ timeout: 10_000 });
    const waiting = Number((await page.getByTestId('waiting-banner').innerText()).match(/^(\d+)/)![1]);
    expect(waiting).toBeGreaterThan(0);
    await page.getByTestId('previous').click();
    await expect.poll(() => page.getByTestId('questions-page').getAttribute('data-page')).toBe('2');
    const firstPart = page.locator('[data-testid^="question-part-"]').first();
    expect(await firstPart.locator('input:checked').count()).toBeGreaterThan(0);
    await shot(page, '7-reloaded-waiting');

    // The route recovers: the queue delivers (the browser's online event skips the backoff).
    await context.unroute('**/api/base/dreamit/v2/temporary/sync');
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByTestId('waiting-banner').waitFor({ state: 'detached', timeout: 40_000 });

    // The remaining pages, then submit → confirmation → end.
    for (;;) {
      for (const key of await answerParts(page, { selectors: FIRST_CHOICE })) answered.add(key);
      await nextEnabled(page);
      const label = await page.getByTestId('next').innerText();
      await page.getByTestId('next').click();
      if (label === '提交') break;
      await page.waitForTimeout(100);
    }
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('confirm-dialog').innerText()).toContain('提交后答案将无法再修改');
    await shot(page, '8-confirm');
    await page.getByTestId('confirm-ok').click();
    await Promise.race([page.getByTestId('end-page').waitFor({ timeout: 20_000 }), page.getByTestId('toast').first().waitFor({ timeout: 20_000 })]);
    if (await page.getByTestId('toast').count()) {
      await shot(page, 'x-submit-refused');
      throw new Error(`submit refused: ${await page.getByTestId('toast').allInnerTexts()}`);
    }
    expect(page.url()).toBe(`${toolUrl()}${path}/end`);
    await shot(page, '9-end');
    await expect.poll(() => syncCalls.length).toBeGreaterThan(answered.size);

    // Reopening the link on the same phone lands on the end page again.
    await page.goto(toolUrl() + path);
    await page.getByTestId('end-page').waitFor();

    // The clinician's side: the test is closed with the parent's answers, and a report exists.
    const detail = await get('/api/base/tests/detail', { _id: testId });
    expect(detail.body.code, detail.body.message).toBe(200);
    const data = detail.body.data as { status: string; answer_parents: Record<string, unknown>; is_show_parents_answer: boolean };
    expect(data.status).toBe('Close');
    expect(data.is_show_parents_answer).toBe(true);
    for (const key of answered) expect(data.answer_parents, key).toHaveProperty(key);
    const report = await get('/api/base/dreamit/v2/report', { _id: testId });
    expect(report.body.code, report.body.message).toBe(200);

    // Exactly once: one applied change per answer key (a replay is acknowledged, never stored twice).
    const dbUrl = databaseUrl();
    if (dbUrl) {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      const { rows } = await client.query<{ key: string; n: string }>("select key, count(*) as n from test_answer_log where test_id = $1 and side = 'parents' group by key", [testId]);
      await client.end();
      expect(Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]))).toEqual(Object.fromEntries([...answered].map((k) => [k, 1])));
    }
    await context.close();
  }, 240_000);

  it('takes Dream-ITS parents through the same pages with their bank, at the chosen text size', async () => {
    const { testId, path } = await parentLink('Dream-ITS');
    expect(path).toMatch(/^\/dreamits\/token\//);
    const { context, page } = await newPage(browser, { phone: true, lang: 'zh' });
    await context.route('**/oss/**', (route) => route.fulfill({ status: 404, body: '' }));
    // Opened straight on the questions (a link resumed elsewhere): the session is made on the way.
    await page.goto(`${toolUrl()}${path}/questions`);
    await page.getByTestId('question-part-its01').waitFor();
    await page.getByTestId('font-size').selectOption('extraLarge');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20.8px');
    await tap(page.getByTestId('question-part-its01').locator('[data-testid^="choice-"]').first());
    await expect
      .poll(async () => ((await get('/api/base/tests/detail', { _id: testId })).body.data as { answer_parents: Record<string, unknown> }).answer_parents, { timeout: 10_000 })
      .toHaveProperty('its01');
    await shot(page, '10-dreamits-extra-large');
    await context.close();
  });

  it('names a missing expressive half, reopens on the first unanswered page, and numbers the questions without gaps', async () => {
    const { path } = await parentLink();
    const { context, page } = await newPage(browser, { phone: true, lang: 'zh' });
    // Page 1's questions are read aloud (a 2.5 s tone); the others have no audio.
    const tone = toneWav(2.5);
    await context.route('**/oss/**', (route) =>
      /IT-D-0[1-4]\.mp3$/.test(route.request().url()) ? route.fulfill({ status: 200, contentType: 'audio/wav', body: tone }) : route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(`${toolUrl()}${path}/questions`);
    await page.getByTestId('questions-page').waitFor();
    const pageIndex = async () => Number(await page.getByTestId('questions-page').getAttribute('data-page'));
    const numbersOnPage = async () => (await page.getByTestId('question-number').allInnerTexts()).map((text) => Number(text.replace('.', '')));
    const numbers: number[] = [];
    const visited = new Set<number>();
    const note = async () => {
      const at = await pageIndex();
      if (!visited.has(at)) numbers.push(...(await numbersOnPage()));
      visited.add(at);
    };
    const next = async () => {
      const from = await pageIndex();
      await nextEnabled(page);
      await page.getByTestId('next').click();
      await expect.poll(pageIndex).not.toBe(from);
    };

    // Up to the first page with a two-part question: everything answered but its expressive half.
    let expressive: string | undefined;
    // (A page's numbers are noted once it is answered: a trigger on the page may add a question.)
    for (let i = 0; i < 10 && !expressive; i++) {
      const halves = page.locator('[data-testid$="_Expressive"][data-testid^="question-part-"]');
      expressive = (await halves.count()) > 0 ? (await halves.first().getAttribute('data-testid'))!.replace('question-part-', '') : undefined;
      if (expressive) break;
      await answerParts(page, { selectors: FIRST_CHOICE });
      await note();
      await next();
    }
    expect(expressive, 'a page with an expressive half').toBeTruthy();
    const base = expressive!.replace(/_Expressive$/, '');
    await answerParts(page, { selectors: FIRST_CHOICE, skip: expressive! });
    const shownPage = (await pageIndex()) + 1;
    const number = Number((await page.getByTestId(`question-${base}`).getByTestId('question-number').innerText()).replace('.', ''));
    // The two halves are labelled as one question's two parts.
    expect(await page.getByTestId(`question-${base}`).innerText()).toMatch(/理解（能听懂）[\s\S]*表达（会说）/);

    await nextEnabled(page);
    await page.getByTestId('next').click();
    await expect.poll(() => page.getByTestId('missing-notice').innerText()).toBe(`还有题目未作答——第 ${shownPage} 页：第 ${number} 题 表达`);
    expect(await pageIndex()).toBe(shownPage - 1);
    expect(await page.getByTestId(`question-part-${expressive}`).getAttribute('data-missing')).toBe('true');
    expect(await page.getByTestId(`question-${base}`).getAttribute('data-missing')).toBe('true');
    expect(await page.getByTestId(`question-part-${base}`).getAttribute('data-missing')).toBeNull();
    expect(await page.getByTestId(`question-part-${expressive}`).getByTestId('question-error').innerText()).toBe('题目尚未作答');
    // The marked half is in view, below the header and its notice (which cover nothing).
    const box = (await page.getByTestId(`question-part-${expressive}`).boundingBox())!;
    const header = (await page.locator('.p-top').boundingBox())!;
    expect(await page.locator('.p-top').getByTestId('missing-notice').count()).toBe(1);
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y).toBeLessThan(844);
    expect(await page.locator('body').innerText()).not.toContain(expressive!);
    await shot(page, '11-missing-expressive-zh');

    await page.getByTestId('language').click();
    await expect.poll(() => page.getByTestId('next').innerText()).toMatch(/^(Next|Submit)$/);
    await expect.poll(() => page.getByTestId('missing-notice').innerText()).toBe(`Some questions are not answered yet. Page ${shownPage}: Question ${number}, expressive`);
    expect(await page.getByTestId(`question-${base}`).innerText()).toMatch(/Receptive \(understands\)[\s\S]*Expressive \(says\)/);
    expect(await page.getByTestId(`question-part-${expressive}`).getByTestId('question-error').innerText()).toBe('Question not yet answered');
    // The English header fits a 390 px phone: the title is not cut.
    const title = page.locator('.p-header-title');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    expect(await title.innerText()).toBe('Parent questionnaire');
    await shot(page, '11-missing-expressive-en');
    await page.getByTestId('language').click();

    // Answered: the notice goes and it moves on; one more page answered, the next left untouched.
    await answerParts(page, { selectors: FIRST_CHOICE });
    await expect.poll(() => page.getByTestId('missing-notice').count()).toBe(0);
    await note();
    await next();
    await answerParts(page, { selectors: FIRST_CHOICE });
    await note();
    const answeredPage = await pageIndex();
    await next();
    const firstUnanswered = await pageIndex();
    await expect.poll(() => page.getByTestId('waiting-banner').count()).toBe(0);

    // Reopened in a new tab: on the first unanswered page, not page 1; an answered page moves on at once.
    const again = await context.newPage();
    await page.close();
    await again.goto(`${toolUrl()}${path}/questions`);
    await again.getByTestId('questions-page').waitFor();
    expect(Number(await again.getByTestId('questions-page').getAttribute('data-page'))).toBe(firstUnanswered);
    await again.getByTestId('previous').click();
    await expect.poll(() => again.getByTestId('questions-page').getAttribute('data-page')).toBe(String(answeredPage));
    expect(await again.getByTestId('next').isEnabled()).toBe(true);
    // Page 1, read aloud once on this phone already: no reading, NEXT free at once; a replay button on every question.
    for (let i = 0; i < 10 && (await again.getByTestId('questions-page').getAttribute('data-page')) !== '0'; i++) await again.getByTestId('previous').click();
    await again.waitForTimeout(1500);
    expect(await again.getByTestId('audio-countdown').count()).toBe(0);
    expect(await again.getByTestId('next').isEnabled()).toBe(true);
    expect(await again.locator('[data-testid^="replay-"]').count()).toBe(await again.locator('.p-question').count());
    await shot(again, '12-reopened-page1');

    // Every remaining page, to the last: the numbers run 1, 2, 3… with no gap and no restart.
    for (let i = 0; i < 10 && (await again.getByTestId('questions-page').getAttribute('data-page')) !== String(firstUnanswered); i++) await again.getByTestId('next').click();
    for (let i = 0; i < 40; i++) {
      const at = Number(await again.getByTestId('questions-page').getAttribute('data-page'));
      await answerParts(again, { selectors: FIRST_CHOICE });
      if (!visited.has(at)) numbers.push(...(await again.getByTestId('question-number').allInnerTexts()).map((text) => Number(text.replace('.', ''))));
      visited.add(at);
      if ((await again.getByTestId('next').innerText()) === '提交') break;
      await expect.poll(() => again.getByTestId('next').isEnabled(), { timeout: 45_000 }).toBe(true);
      await again.getByTestId('next').click();
      await expect.poll(() => again.getByTestId('questions-page').getAttribute('data-page')).not.toBe(String(at));
    }
    expect(await again.getByTestId('next').innerText()).toBe('提交');
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    await shot(again, '13-last-page-numbered');
    await context.close();
  }, 240_000);

  it('shows an expired or unknown link as a full-page message', async () => {
    const { context, page } = await newPage(browser, { phone: true, lang: 'en' });
    await page.goto(`${toolUrl()}/dreamit/token/no-such-token-123456`);
    await page.getByTestId('message-page').waitFor();
    expect(await page.getByTestId('message-text').innerText()).toBe('This link is no longer valid; please ask the clinic’s staff for a new QR code.');
    await shot(page, '0-unknown-link-en');
    await context.close();
  });
});

