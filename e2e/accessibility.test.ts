// WCAG 2 A and AA on the pages people use most (issue 16 item 8): axe-core finds no serious or
// critical violation on the portal's login and list pages, the tool site's create and testing
// pages, and every parent page (a test link's ready, additional, question and end pages; a
// training link's today, activity and consultation pages, at 390×844), in Chinese and in English.
// Every finding is printed with its rule, element and contrast figures before the test fails.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerParts, clinician, screenshots } from './answering';
import { axeCheck, type Findings } from './axe';
import { launch, newPage, portalUrl, toolUrl } from './browser';
import { accountLanguageForTest, api, apiLogin, openAs } from './session';

const shot = screenshots('accessibility');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Fails with every finding listed, after printing them (the run's output says what to fix). */
function expectNone(found: Findings): void {
  if (found.length) console.log(`axe found ${found.length} serious or critical violations:\n${found.join('\n')}`);
  expect(found).toEqual([]);
}

/** Checks the page as it is now, with a screenshot under test-results/accessibility to look at. */
async function check(page: Page, found: Findings, name: string): Promise<void> {
  await shot(page, name);
  found.push(...(await axeCheck(page, name)));
}

async function post(token: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const { body: answer } = await api(path, { token, body });
  expect(answer.code, answer.message).toBe(200);
  return answer.data as Record<string, unknown>;
}

/** A new Dream-IT test for a new child; its id and the parent link's path. */
async function newTest(doctor: string, name: string): Promise<{ testId: string; path: string }> {
  const created = await post(doctor, '/api/base/tests/create', { tools_type: 'Dream-IT', children: { name, gender: 'female', birthday: '2024-05-01' } });
  const testId = String(created._id);
  const qr = await api(`/api/base/dreamit/v2/temporary?_id=${testId}`, { method: 'GET', token: doctor });
  expect(qr.body.code, qr.body.message).toBe(200);
  return { testId, path: String(qr.body.data?.path) };
}

const LIST_PAGES = ['children', 'test_list', 'dreamit_test_list', 'compass', 'training_students'];

for (const lang of ['zh', 'en'] as const) {
  describe(`WCAG 2 AA in ${lang}`, () => {
    it('the portal: login and the list pages', async () => {
      const found: Findings = [];
      const login = await newPage(browser, { lang });
      await login.page.goto(portalUrl() + '/');
      await login.page.getByTestId('login-username').waitFor();
      await check(login.page, found, `${lang}-portal-login`);
      // The refused login's message shows in the form.
      await login.page.getByTestId('login-submit').click();
      await login.page.locator('.ant-form-item-explain-error').first().waitFor();
      await check(login.page, found, `${lang}-portal-login-refused`);
      await login.context.close();

      const token = await apiLogin('admin', 'Admin@12345');
      if (lang === 'en') await accountLanguageForTest('admin', 'Admin@12345', token, 'en');
      const { page, close } = await openAs(browser, 'admin', 'Admin@12345', { lang });
      for (const key of LIST_PAGES) {
        await page.goto(`${portalUrl()}/module/${key}`);
        // Generous: the list's first rows can take long on a loaded machine.
        await page.getByTestId('table-list').locator('tr.ant-table-row').first().waitFor({ timeout: 45_000 });
        await check(page, found, `${lang}-portal-${key}`);
      }
      await close();
      expectNone(found);
    }, 240_000);

    it('the tool site: the create-test page and a test being taken', async () => {
      const found: Findings = [];
      const { token: doctor } = await clinician();
      if (lang === 'en') await accountLanguageForTest('doctor', 'Doctor@12345', doctor, 'en');
      const { testId } = await newTest(doctor, lang === 'zh' ? '安安' : 'Ann');
      const { context, page } = await newPage(browser, { lang });
      await page.goto(`${toolUrl()}/dreamit?auto_token=${encodeURIComponent(doctor)}`);
      await page.getByTestId('create-test').waitFor();
      await expect.poll(() => page.getByTestId('tool-status').getAttribute('data-effective')).toBe('true');
      await check(page, found, `${lang}-tool-home`);

      await page.goto(`${toolUrl()}/dreamit/ready/test/${testId}`);
      await page.getByTestId('ready-view').waitFor();
      await check(page, found, `${lang}-tool-ready`);
      await page.getByTestId('ready-start').click();
      await page.getByTestId('stage-additional').waitFor();
      await check(page, found, `${lang}-tool-additional`);
      await answerParts(page);
      await page.getByTestId('page-submit').click();
      await page.getByTestId('stage-testing').waitFor({ timeout: 15_000 });
      await answerParts(page, { limit: 2 });
      await check(page, found, `${lang}-tool-testing`);
      await context.close();
      expectNone(found);
    }, 120_000);

    it('the parent pages of a test link, on a phone', async () => {
      const found: Findings = [];
      const { token: doctor } = await clinician();
      const { path } = await newTest(doctor, lang === 'zh' ? '乐乐' : 'Lele');
      const { context, page } = await newPage(browser, { phone: true, lang });
      await context.route('**/oss/**', (route) => route.fulfill({ status: 404, body: '' }));

      await page.goto(toolUrl() + path);
      await page.getByTestId('ready-page').waitFor();
      await check(page, found, `${lang}-parent-ready`);
      await page.getByTestId('ready-confirm').click();
      await page.getByTestId('form-dream_it_info_additional_from').waitFor();
      await check(page, found, `${lang}-parent-additional`);
      // The refused save marks each field with its message.
      await page.getByTestId('form-submit').click();
      await page.locator('[data-testid^="message-"]').first().waitFor();
      await check(page, found, `${lang}-parent-additional-refused`);
      for (const form of ['dream_it_info_additional_2_from', 'dream_it_operating_guide_from']) {
        await page.goto(`${toolUrl()}${path}/view/${form}`);
        await page.getByTestId(`form-${form}`).waitFor();
        await check(page, found, `${lang}-parent-${form}`);
      }
      await page.goto(`${toolUrl()}${path}/questions`);
      await page.getByTestId('questions-page').waitFor();
      await answerParts(page, { limit: 2 });
      await check(page, found, `${lang}-parent-questions`);
      await page.goto(`${toolUrl()}${path}/end`);
      await page.getByTestId('end-page').waitFor();
      await check(page, found, `${lang}-parent-end`);
      await page.goto(`${toolUrl()}/dreamit/token/no-such-token-123456`);
      await page.getByTestId('message-page').waitFor();
      await check(page, found, `${lang}-parent-unknown-link`);
      await context.close();
      expectNone(found);
    }, 120_000);

    it('the parent pages of a training link, on a phone', async () => {
      const found: Findings = [];
      const admin = await apiLogin('admin', 'Admin@12345');
      const stamp = `${lang}${Date.now() % 1_000_000}`;
      const child = await post(admin, '/api/base/children/add', { name: `无障${stamp}`, gender: 'male', birthday: '2022-03-04', children_code: `E2E-A${stamp}` });
      const student = (await post(admin, '/api/language/students/create', { children_id: child._id, course_key: 'demo-island' })) as {
        _id: string;
        activity_timeline: Array<{ children: Array<{ _id: string; activity_operations_id: string }> }>;
      };
      const link = await post(admin, '/api/language/students/link', { students_id: student._id });
      const base = String(link.path);
      const { context, page } = await newPage(browser, { phone: true, lang });

      await page.goto(toolUrl() + base);
      await page.getByTestId('training-today').waitFor({ timeout: 30_000 });
      await check(page, found, `${lang}-training-today`);
      // Every activity card of today: each kind of feedback form, and an activity not open yet.
      const cards = await page.locator('[data-testid^="activity-"][data-state]').evaluateAll((list) => list.map((c) => c.getAttribute('data-testid')!));
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const name = `${lang}-training-${student.activity_timeline[0]!.children.find((a) => `activity-${a._id}` === card)?.activity_operations_id ?? card}`;
        await page.getByTestId(card).click();
        await page.getByTestId('training-activity').waitFor({ timeout: 20_000 });
        await check(page, found, name);
        // The refused send marks what is missing.
        if (await page.getByTestId('send-feedback').isVisible()) {
          await page.getByTestId('send-feedback').click();
          if (await page.getByTestId('field-error').first().waitFor({ timeout: 3_000 }).then(() => true, () => false)) await check(page, found, `${name}-refused`);
        }
        await page.goto(toolUrl() + base);
        await page.getByTestId('training-today').waitFor();
      }
      await page.getByTestId('open-consult').click();
      await page.getByTestId('consult-form').waitFor();
      await check(page, found, `${lang}-training-consult`);
      await page.getByTestId('send-consult').click();
      await page.getByTestId('field-error').first().waitFor();
      await check(page, found, `${lang}-training-consult-refused`);
      await context.close();
      expectNone(found);
    }, 120_000);
  });
}
