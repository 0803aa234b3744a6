// The parent pages once opened work without a network (issue 16 item 4): the tool site's worker
// keeps the parent shell, the test's questions per link and the audio; a reload with the network
// off shows the questions and the answers still waiting on the phone, which reach the server when
// the network is back; a step that needs the network says so and continues by itself; a page whose
// code could not be fetched says so and reloads into it, and one that breaks while drawing says
// that instead; and no clinician's token ever lands in the worker's caches.
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, answerParts, clinician, FIRST_CHOICE, screenshots, tap } from './answering';
import { databaseUrl, launch, newPage, toolUrl } from './browser';
import { api } from './session';

const shot = screenshots('parent-offline');
let browser: Browser;
let doctor: string;
let get: Awaited<ReturnType<typeof clinician>>['get'];

async function parentLink(): Promise<{ testId: string; path: string }> {
  const created = await api('/api/base/tests/create', { token: doctor, body: { tools_type: 'Dream-IT', children: { name: '安安', gender: 'male', birthday: '2024-03-01' } } });
  expect(created.body.code, created.body.message).toBe(200);
  const testId = String(created.body.data?._id);
  const qr = await get('/api/base/dreamit/v2/temporary', { _id: testId });
  expect(qr.body.code, qr.body.message).toBe(200);
  return { testId, path: String(qr.body.data?.path) };
}

/** The page is controlled by the tool site's worker (it registers after load and takes over at once). */
async function controlled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toBe(`${toolUrl()}/sw.js`);
}

/** Every key and body in the page's Cache Storage. */
function cacheContents(page: Page): Promise<Array<{ cache: string; url: string; body: string }>> {
  return page.evaluate(async () => {
    const out: Array<{ cache: string; url: string; body: string }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        out.push({ cache: name, url: request.url, body: /json|html|javascript|css|text/.test(type) ? ((await response?.text()) ?? '') : '' });
      }
    }
    return out;
  });
}

/** The kept test view of this page's link (the worker keeps it once the page is controlled). */
async function testViewKept(page: Page): Promise<void> {
  await expect.poll(async () => (await cacheContents(page)).some((e) => e.url.includes('/__offline/') && e.url.includes('/api/base/dreamit/v2/temporary/info')), { timeout: 20_000 }).toBe(true);
}

async function storedParentKeys(testId: string): Promise<string[]> {
  const detail = await get('/api/base/tests/detail', { _id: testId });
  expect(detail.body.code, detail.body.message).toBe(200);
  return Object.keys((detail.body.data as { answer_parents: Record<string, unknown> }).answer_parents).sort();
}

const parts = (page: Page) => page.locator('[data-testid^="question-part-"]');

async function answeredKeys(page: Page): Promise<string[]> {
  const keys: string[] = [];
  for (const part of await parts(page).all()) if (await answered(part)) keys.push((await part.getAttribute('data-testid'))!.replace('question-part-', ''));
  return keys.sort();
}

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, { phone: true, lang: 'zh' });
  // The question audio is not what is checked here: none, at once.
  await opened.context.route('**/oss/**', (route) => route.fulfill({ status: 404, body: '' }));
  return opened;
}

/** A new link's questions open on a new phone, the worker in control and the test view kept. */
async function questionsUnderWorker(): Promise<{ testId: string; path: string; context: BrowserContext; page: Page }> {
  const { testId, path } = await parentLink();
  const { context, page } = await phone();
  await page.goto(`${toolUrl()}${path}/questions`);
  await page.getByTestId('questions-page').waitFor();
  await controlled(page);
  await testViewKept(page);
  return { testId, path, context, page };
}

beforeAll(async () => {
  browser = await launch();
  ({ token: doctor, get } = await clinician());
});

afterAll(async () => {
  await browser?.close();
});

describe('parent pages without a network', () => {
  it('reloads without a network into the questions and the waiting answers, which reach the server once back online', async () => {
    const { testId, path, context, page } = await questionsUnderWorker();

    // Two answers online: the server has them.
    const online = await answerParts(page, { selectors: FIRST_CHOICE, limit: 2 });
    await expect.poll(() => storedParentKeys(testId), { timeout: 15_000 }).toEqual([...online].sort());

    // Two more with the network gone: they wait on the phone.
    await context.setOffline(true);
    const offline = await answerParts(page, { selectors: FIRST_CHOICE, limit: 2 });
    await page.getByTestId('waiting-banner').waitFor({ timeout: 10_000 });

    // A reload without network: the questions, opened where answering stopped (the first page
    // is answered), all four answers one page back, two of them waiting.
    await page.reload();
    await page.getByTestId('questions-page').waitFor({ timeout: 10_000 });
    expect(await parts(page).count()).toBeGreaterThan(1);
    expect(await answeredKeys(page)).toEqual([]);
    await page.getByTestId('previous').click();
    await expect.poll(() => answeredKeys(page), { timeout: 10_000 }).toEqual([...online, ...offline].sort());
    await page.getByTestId('waiting-banner').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('waiting-banner').innerText()).toBe('2 个答案等待发送——网络恢复后会自动发送');
    await shot(page, '1-reloaded-offline');

    // The tab reopened without network (a new page on the same phone): the same, drawn from the
    // test view the worker put in the page (no second request for it).
    const reopened = await context.newPage();
    await reopened.goto(`${toolUrl()}${path}`);
    await reopened.getByTestId('questions-page').waitFor({ timeout: 10_000 });
    expect(await reopened.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/temporary/info')).length)).toBe(0);
    await reopened.getByTestId('previous').click();
    await expect.poll(() => answeredKeys(reopened), { timeout: 10_000 }).toEqual([...online, ...offline].sort());
    await reopened.close();
    expect(await storedParentKeys(testId)).toEqual([...online].sort());

    // Back online: the waiting answers are sent, and stored exactly once.
    await context.setOffline(false);
    await expect.poll(() => storedParentKeys(testId), { timeout: 30_000 }).toEqual([...online, ...offline].sort());
    await page.getByTestId('waiting-banner').waitFor({ state: 'detached', timeout: 10_000 });
    const dbUrl = databaseUrl();
    if (dbUrl) {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      const { rows } = await client.query<{ key: string; n: string }>("select key, count(*) as n from test_answer_log where test_id = $1 and side = 'parents' group by key", [testId]);
      await client.end();
      expect(Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]))).toEqual(Object.fromEntries([...online, ...offline].map((k) => [k, 1])));
    }
    await context.close();
  }, 120_000);

  it('says that 开始答题 needs the network, and goes on to the questions once it is back', async () => {
    const { path } = await parentLink();
    const { context, page } = await phone();
    await page.goto(`${toolUrl()}${path}/view/dream_it_operating_guide_from`);
    await page.getByTestId('form-dream_it_operating_guide_from').waitFor();
    await controlled(page);
    await tap(page.getByTestId('field-guide_listened'));
    expect(await page.getByTestId('form-submit').innerText()).toBe('开始答题');

    await context.setOffline(true);
    await page.getByTestId('form-submit').click();
    await page.getByTestId('offline-wait').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('offline-wait').innerText()).toBe('现在没有网络。这一步需要联网，网络恢复后会自动继续。');
    await shot(page, '2-start-offline-zh');
    await page.getByTestId('language').click();
    await expect.poll(() => page.getByTestId('offline-wait').innerText()).toBe('You are offline. This step needs the network and will continue by itself when you are back online.');
    await shot(page, '2-start-offline-en');
    await page.getByTestId('language').click();

    await context.setOffline(false);
    await page.getByTestId('questions-page').waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(`${toolUrl()}${path}/questions`);
    await context.close();
  }, 90_000);

  it('opens a link never seen before without network as a message that says it will continue, and continues', async () => {
    const { path } = await parentLink();
    const { context, page } = await phone();
    // The worker is on the phone from another link; this one was never opened.
    const first = await parentLink();
    await page.goto(`${toolUrl()}${first.path}`);
    await page.getByTestId('ready-page').waitFor();
    await controlled(page);
    await context.setOffline(true);
    await page.goto(`${toolUrl()}${path}`);
    await page.getByTestId('message-page').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('message-text').innerText()).toBe('现在没有网络。这一步需要联网，网络恢复后会自动继续。');
    await shot(page, '3-unknown-link-offline');
    await context.setOffline(false);
    await page.getByTestId('ready-page').waitFor({ timeout: 20_000 });
    await context.close();
  }, 90_000);

  it('says kindly that the questions did not load when their code could not be fetched, and Reload brings them', async () => {
    const { path } = await parentLink();
    const { context, page } = await phone();
    // The network drops just as the questions page's own chunk is asked for.
    const chunk = '**/assets/QuestionsPage-*.js';
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.goto(`${toolUrl()}${path}/questions`);
    await page.getByTestId('message-page').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('message-page').locator('h2').innerText()).toBe('页面没有加载成功');
    expect(await page.getByTestId('message-text').innerText()).toBe('可能是网络断开了一下。请检查网络，然后点“重新加载”。');
    const reload = page.getByRole('button', { name: '重新加载' });
    expect((await reload.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await shot(page, '4-page-not-loaded-zh');
    await page.getByTestId('language').click();
    await expect.poll(() => page.getByTestId('message-text').innerText()).toBe('The connection may have dropped for a moment. Check it, then tap Reload.');
    await shot(page, '4-page-not-loaded-en');
    expect(await page.getByTestId('questions-page').count()).toBe(0);

    // The connection is back: Reload opens the questions.
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('questions-page').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('message-page').count()).toBe(0);
    await context.close();
  }, 90_000);

  it('a page that breaks while drawing says so, without sending the parent to check a network that is fine', async () => {
    const { path } = await parentLink();
    const { context, page } = await phone();
    // The questions page's code arrives, but drawing it fails (a bug, not the network).
    await page.route('**/assets/QuestionsPage-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `export function QuestionsPage() { throw new TypeError("Cannot read properties of undefined (reading 'question')"); }` }),
    );
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.goto(`${toolUrl()}${path}/questions`);
    await page.getByTestId('message-page').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('message-page').locator('h2').innerText()).toBe('这个页面出了点问题');
    expect(await page.getByTestId('message-text').innerText()).toBe('请点“重新加载”再试一次。如果还是这样，请联系给您发送链接的工作人员。');
    expect((await page.getByRole('button', { name: '重新加载' }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(logged.some((line) => line.includes('a parent page failed while drawing'))).toBe(true);
    await shot(page, '5-page-broke-zh');
    await page.getByTestId('language').click();
    await expect.poll(() => page.getByTestId('message-text').innerText()).toBe('Tap Reload to try again. If it keeps happening, please tell the staff who sent you the link.');
    expect(await page.getByTestId('message-page').locator('h2').innerText()).toBe('Something went wrong on this page');
    await shot(page, '5-page-broke-en');
    await context.close();
  }, 90_000);

  it('never keeps a clinician’s token, nor a call made with one', async () => {
    const { testId, context, page } = await questionsUnderWorker();
    const temToken = await page.evaluate(() => localStorage.getItem('temporary_token'));
    expect(temToken?.length).toBeGreaterThan(20);

    // The clinician signs in on the same device (the tool site's start-up leaves this worker be)
    // and the clinician's pages call with the login token.
    const clinicianPage = await context.newPage();
    await clinicianPage.goto(`${toolUrl()}/?auto_token=${encodeURIComponent(doctor)}`);
    await clinicianPage.waitForLoadState('networkidle');
    const before = (await cacheContents(page)).filter((e) => e.url.includes('/__offline/')).length;
    const asked = await clinicianPage.evaluate(
      async ({ testId: id, token }) => {
        const res = await fetch(`/api/base/dreamit/v2/temporary/info?_id=${id}`, { headers: { token, temtoken: 'x'.repeat(32), 'accept-language': 'en-US' } });
        const detail = await fetch(`/api/base/tests/detail?_id=${id}`, { headers: { token } });
        return [res.status, detail.status];
      },
      { testId, token: doctor },
    );
    expect(asked[1]).toBe(200);
    expect(await clinicianPage.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);

    const contents = await cacheContents(page);
    expect(contents.length).toBeGreaterThan(5);
    expect(contents.filter((e) => e.url.includes('/__offline/')).length).toBe(before);
    for (const entry of contents) {
      expect(entry.url, entry.url).not.toContain(doctor);
      expect(entry.body, entry.url).not.toContain(doctor);
      expect(entry.url, entry.url).not.toContain(temToken!);
      expect(entry.body, entry.url).not.toContain(temToken!);
      expect(entry.url, entry.url).not.toMatch(/verification|auto_token|\/tests\/detail/);
    }
    await clinicianPage.close();
    await context.close();
  }, 90_000);
});
