// The institution tools and authorisation sub-tables, reached from the institutions page: drawers
// opened by link columns, each a menu's table scoped to its institution or tool (all seeded
// configuration), with their create and edit forms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, portalUrl } from './browser';
import { api, openAs } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const tablePage = (page: Page, menuId: string) => page.getByTestId(`table-page-${menuId}`);
const rowOf = (table: Locator, text: string) => table.getByTestId('table-list').locator('tr.ant-table-row', { hasText: text });
const MODAL = '[data-testid="table-form-modal"]';

async function fill(page: Page, key: string, value: string) {
  await page.locator(`${MODAL} [data-testid="form-item-${key}"] input`).first().fill(value);
}
async function submit(page: Page, fromName: string) {
  await page.locator(`${MODAL} [data-testid="form-submit"]`).click();
  await page.locator(`${MODAL} [data-testid="dynamic-form-${fromName}"]`).waitFor({ state: 'detached' });
}

type Rows = Array<Record<string, unknown>>;
async function listed(path: string, token: string): Promise<Rows> {
  const { body } = await api(path, { method: 'GET', token });
  expect(body.code, body.message).toBe(200);
  return body.data as unknown as Rows;
}

describe('institution tools and authorisations', () => {
  it('opens an institution’s tools from its link, edits and adds tools, and adds an authorisation row to a tool', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    await page.goto(portalUrl() + '/module/institution_mgmt');
    const institutions = tablePage(page, 'institution_mgmt');
    const own = institutions.getByTestId('table-list').locator('tr.ant-table-row', { hasText: '星语儿童发展中心', hasNotText: '东区分部' });
    await own.waitFor();
    await own.getByTestId('cell-drawer-tools_count').click();

    // The drawer: this institution's tools, with their status.
    const tools = tablePage(page, 'institution_tools');
    await rowOf(tools, '家长引导式早期语言家庭训练').waitFor();
    expect(await page.locator('.ant-drawer-title').first().innerText()).toBe('星语儿童发展中心 · 工具');
    expect(await rowOf(tools, '家长引导式早期语言家庭训练').innerText()).toContain('已过期');
    expect(await rowOf(tools, 'Dream-S-2.0').innerText()).toContain('有效');
    expect(await tools.getByTestId('table-list').locator('tr.ant-table-row').count()).toBe(6);

    // Edit a tool's test count: the edit form has the sale terms only, and the list shows the change.
    const dreamC = rowOf(tools, 'Dream-C-2.0');
    await dreamC.getByTestId('table-row-edit').click();
    await page.locator(`${MODAL} [data-testid="dynamic-form-institution_tool_form"]`).waitFor();
    expect(await page.locator(`${MODAL} [data-testid="form-item-tools_type"]`).count()).toBe(0);
    expect(await page.locator(`${MODAL} [data-testid="form-item-test_count"] input`).inputValue()).toBe('500');
    await fill(page, 'test_count', '321');
    await submit(page, 'institution_tool_form');
    await expect.poll(() => dreamC.innerText()).toContain('321');
    const current = (await listed('/api/base/institution/list', token)).find((i) => i.is_current)!._id as string;
    const stored = await listed(`/api/base/institution/tools/list?institution_id=${current}`, token);
    expect(stored.find((t) => t.tools_type === 'Dream-C-2.0')).toMatchObject({ test_count: 321, tools_sale_type: 'Limited' });

    // Create a tool through the separate create form (type and names, then the terms).
    await tools.getByTestId('table-create').click();
    await page.locator(`${MODAL} [data-testid="dynamic-form-institution_tool_create_form"]`).waitFor();
    await fill(page, 'tools_type', 'SPPA');
    await fill(page, 'name', 'SPPA 普通话语音评估');
    await fill(page, 'name_en', 'SPPA Mandarin speech sound assessment');
    await page.locator(`${MODAL} [data-testid="form-item-tools_sale_type"] .ant-radio-wrapper`, { hasText: '不限次数' }).click();
    await submit(page, 'institution_tool_create_form');
    const sppa = rowOf(tools, 'SPPA');
    await sppa.waitFor();
    expect(await sppa.innerText()).toContain('有效');

    // The tool's authorisation rows, in a second drawer; add one and see it listed.
    await dreamC.getByTestId('cell-drawer-authorization_count').click();
    const auths = tablePage(page, 'institution_authorizations');
    await auths.getByTestId('table-list').locator('tr.ant-table-row').first().waitFor();
    expect(await auths.getByTestId('table-list').locator('tr.ant-table-row').count()).toBe(1);
    await auths.getByTestId('table-create').click();
    await page.locator(`${MODAL} [data-testid="dynamic-form-institution_authorization_form"]`).waitFor();
    await fill(page, 'report_count', '77');
    await fill(page, 'use_report_count', '7');
    await submit(page, 'institution_authorization_form');
    const added = rowOf(auths, '77');
    await added.waitFor();
    expect(await added.innerText()).toContain('70');
    expect(await added.innerText()).toContain('Dream-C-2.0');
    const dreamCId = stored.find((t) => t.tools_type === 'Dream-C-2.0')!._id as string;
    const rows = await listed(`/api/base/institution/authorization/list?institution_id=${current}&tool_id=${dreamCId}`, token);
    expect(rows.map((r) => r.report_count)).toContain(77);
    expect(rows).toHaveLength(2);
    await close();
  });
});
