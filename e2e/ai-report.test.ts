// The AI report from a test's report: refusing the consent says why, agreeing shows the progress
// and then the AI report drawer (35%) beside the PDF drawer (65%), written by the built-in writer
// from the test's scores.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, portalUrl } from './browser';
import { api, openAs } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Listed {
  _id: string;
  test_code: string;
  children_name: string;
  report_version: string | null;
}

describe('AI report', () => {
  it('consent (refused, then given), progress, and both drawers with the AI text', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    await page.setViewportSize({ width: 1440, height: 900 });
    // A finished test without a report yet (Dream-ITS is the reports test's): its report and AI report are made here.
    let test: Listed | undefined;
    for (const tool of ['Dream-S-2.0', 'Dream-C-2.0', 'Dream-IT']) {
      const { body } = await api(`/api/base/tests/list?tools_type=${tool}&status=Close&pageSize=50`, { method: 'GET', token });
      test ??= (body.data as unknown as Listed[]).find((r) => r.report_version === null);
    }
    expect(test, 'a finished test without a report').toBeDefined();

    await page.goto(portalUrl() + '/module/test_list');
    const search = page.getByTestId('dynamic-form-test_search');
    await search.locator('[data-testid="form-item-test_code"] input').fill(test!.test_code);
    await search.getByTestId('form-submit').click();
    const row = page.getByTestId('table-list').locator('tr.ant-table-row').filter({ hasText: test!.test_code });
    await row.locator('[data-testid^="cell-report-report-"]').first().click();
    const modal = page.getByTestId('report-preview-modal');
    await modal.getByTestId('preview-screen').waitFor({ timeout: 30_000 });

    // Confirming without the tick is refused with the spec's message, and nothing is asked of the server.
    await modal.getByTestId('ai-report-button').click();
    const consent = page.getByTestId('ai-consent');
    await consent.getByTestId('ai-consent-disclaimer').click();
    await page.getByTestId('ai-disclaimer').getByText('它不是诊断').waitFor();
    await page.getByTestId('ai-disclaimer-close').click();
    await consent.getByTestId('ai-consent-confirm').click();
    await page.locator('.ant-message').getByText('需要同意使用免责声明').waitFor();
    expect(await consent.getByTestId('ai-consent-confirm').isVisible()).toBe(true);

    // Agreeing: the request is held until the progress's first step has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/report/ai/get**', async (route) => {
      await held;
      await route.continue();
    });
    await consent.getByTestId('ai-consent-agree').click();
    await consent.getByTestId('ai-consent-confirm').click();
    const progress = page.getByTestId('ai-progress');
    await progress.getByText('AI 报告生成中').waitFor();
    expect(await progress.locator('.ant-steps-item-process').innerText()).toContain('请求');
    release();

    const aiDrawer = page.getByTestId('ai-report-drawer');
    const text = aiDrawer.getByTestId('ai-report-text');
    await text.waitFor({ timeout: 15_000 });
    const written = await text.innerText();
    expect(written).toContain(`${test!.children_name}的评估结果解读`);
    expect(written).toContain('语言总分');
    expect(written).toContain('在家可以这样做');
    expect(written).not.toMatch(/total_language|zone_/);
    const pdfDrawer = page.getByTestId('ai-pdf-drawer');
    await pdfDrawer.locator('[data-testid="pdfjs-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    const [aiBox, pdfBox] = [await aiDrawer.locator('xpath=ancestor-or-self::*[contains(@class,"ant-drawer-content-wrapper")][1]').boundingBox(), await pdfDrawer.locator('xpath=ancestor-or-self::*[contains(@class,"ant-drawer-content-wrapper")][1]').boundingBox()];
    expect(Math.round(aiBox!.width)).toBe(Math.round(1440 * 0.35));
    expect(Math.round(pdfBox!.width)).toBe(Math.round(1440 * 0.65));
    expect(Math.round(aiBox!.x + aiBox!.width)).toBe(1440);
    expect(Math.round(pdfBox!.x)).toBe(0);
    if (process.env.AI_REPORT_SHOTS) {
      mkdirSync(process.env.AI_REPORT_SHOTS, { recursive: true });
      await page.screenshot({ path: `${process.env.AI_REPORT_SHOTS}/ai-report-drawers.png` });
    }

    // Stored beside the PDF: the test's files now hold the text file too.
    const files = await api(`/api/system/file/list?from_id=${test!._id}`, { method: 'GET', token });
    expect((files.body.data as unknown as Array<{ extension: string }>).map((f) => f.extension).sort()).toEqual(['html', 'pdf', 'txt']);
    await close();
  });
});
