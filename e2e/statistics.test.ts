// The statistics page (banners, the per-tool table, a usage chart and its year picker) and the home
// dashboard's tool cards, against the demo installation's year of tests. One login for the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, portalUrl } from './browser';
import { api, openAs, type OpenedPortal } from './session';

let browser: Browser;
let portal: OpenedPortal;
const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));

beforeAll(async () => {
  browser = await launch();
  portal = await openAs(browser, 'doctor', 'Doctor@12345');
  // A step that cannot happen fails with its own message instead of the test's timeout.
  portal.page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await portal?.close();
  await browser?.close();
});

describe('statistics and the home dashboard', () => {
  it("shows the institution's tools as cards two per row on the home dashboard, each with its usage chart", async () => {
    const { page } = portal;
    const grid = page.getByTestId('tool-usage-grid');
    await grid.waitFor();
    const card = page.getByTestId('tool-card-Dream-ITS');
    await expect.poll(() => card.locator('.ant-card-head-title').innerText()).toBe('Dream-ITS 婴幼儿语言沟通筛查');
    // The chart is drawn (SVG): its legend names both series, its axis the twelve months.
    const chart = card.getByTestId('usage-chart-canvas-Dream-ITS');
    await expect.poll(() => chart.locator('svg text').allTextContents(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['本机构', '全部机构平均', '1月', '12月']));
    const tops = await page.locator('[data-testid^="tool-card-"]').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    // Two per row: the first two cards share a top edge, the third starts a new row.
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[0]!);
  });

  it("opens the same dashboard from the left menu's Dashboard entry (/module/home)", async () => {
    const { page } = portal;
    await page.goto(`${portalUrl()}/module/statistics`);
    await page.locator('.ant-layout-sider').getByText('工作台', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/module/home');
    await page.getByTestId('home-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('tool-card-Dream-ITS').locator('.ant-card-head-title').innerText()).toBe('Dream-ITS 婴幼儿语言沟通筛查');
    expect(await page.getByText('该页面尚未配置内容').count()).toBe(0);
  });

  it('shows the counters as banners and per tool, matching the server, with the usage chart and a year picker that offers no future year', async () => {
    const { page, token } = portal;
    const counted = (await api('/api/statistics/tests', { method: 'GET', token })).body.data as unknown as { total: Record<string, number> };
    expect(counted.total.completed).toBeGreaterThan(0);
    await page.goto(`${portalUrl()}/module/statistics`);
    const total = page.getByTestId('statistics-banner-total');
    await expect.poll(() => total.innerText()).toContain('测评总数');
    expect(await total.locator('.ant-statistic-content').innerText()).toBe(String(counted.total.total));
    expect(await page.getByTestId('statistics-banner-not_adopted').locator('.ant-statistic-content').innerText()).toBe(String(counted.total.not_adopted));
    const passRate = Math.round((counted.total.adopted! / counted.total.completed!) * 100);
    expect(await page.getByTestId('statistics-banner-pass-rate').innerText()).toContain(`${passRate}%`);
    const table = page.getByTestId('statistics-table');
    await expect.poll(() => table.innerText()).toContain('Dream-IT 婴幼儿语言沟通评估');
    expect(await table.innerText()).toContain('合计');

    // The year picker: this year chosen, next year disabled, last year selectable and loaded.
    const picker = page.getByTestId('usage-year-Dream-ITS');
    await expect.poll(() => picker.inputValue()).toBe(String(thisYear));
    await picker.click();
    const panel = page.locator('.ant-picker-dropdown:visible');
    const cell = (year: number) => panel.locator(`td[title="${year}"]`);
    await cell(thisYear).waitFor();
    expect(await cell(thisYear + 1).getAttribute('class')).toContain('ant-picker-cell-disabled');
    expect(await cell(thisYear - 1).getAttribute('class')).not.toContain('ant-picker-cell-disabled');
    await cell(thisYear - 1).click();
    await expect.poll(() => picker.inputValue()).toBe(String(thisYear - 1));
    await expect.poll(() => page.getByTestId('usage-chart-canvas-Dream-ITS').locator('svg text').allTextContents()).toContain('本机构');
  });
});
