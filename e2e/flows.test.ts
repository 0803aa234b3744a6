// Menu actions on the children page (flows of group.step steps): a toolbar action that shows the
// selected rows in a drawer, and a row/toolbar action that validates one row and opens a modal
// form saved through the children update call. Also the /from/{fromName} page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, portalUrl } from './browser';
import { api, openAs } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page) => page.getByTestId('table-list');
const rowOf = (page: Page, text: string) => table(page).locator('tr.ant-table-row', { hasText: text });
const warning = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

async function search(page: Page, name: string) {
  const form = '[data-testid="dynamic-form-children_search"]';
  await page.locator(`${form} [data-testid="form-item-name"] input`).first().fill(name);
  await page.locator(`${form} [data-testid="form-submit"]`).click();
  await expect.poll(() => table(page).locator('tr.ant-table-row').count()).toBe(1);
  await rowOf(page, name).waitFor();
}

describe('menu actions on the children page', () => {
  it('validates, opens a single 95% drawer with the selected row, and saves a contact note through a modal form', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    await page.goto(portalUrl() + '/module/children');
    await table(page).locator('tr.ant-table-row').first().waitFor();

    // isRow with nothing selected: the data-validation warning.
    await page.getByTestId('table-action-children_contact_note').click();
    await warning(page, '数据校验失败').first().waitFor();

    // Select one row, run the drawer action: a 95% wide drawer shows that row.
    await search(page, '王子涵');
    await rowOf(page, '王子涵').locator('.ant-checkbox-input').check();
    await page.getByTestId('table-selected-count').waitFor();
    const drawerButton = page.getByTestId('table-action-children_contact_list');
    await drawerButton.click();
    await drawerButton.click({ force: true }).catch(() => undefined);
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.first().waitFor();
    await expect.poll(() => page.getByTestId('dialog-row-details').count()).toBe(1);
    expect(await page.getByTestId('dialog-row-details').innerText()).toContain('13800138001');
    // Running it again while it is open: refused, and the drawer stays single.
    await page.evaluate(() => (document.querySelector('[data-testid="table-action-children_contact_list"]') as HTMLButtonElement).click());
    await page.waitForTimeout(500);
    expect(await drawer.count()).toBe(1);
    expect(await page.getByTestId('dialog-row-details').count()).toBe(1);
    const width = await drawer.first().evaluate((el) => el.getBoundingClientRect().width / window.innerWidth);
    expect(width).toBeGreaterThan(0.93);
    expect(width).toBeLessThan(0.97);
    await page.locator('.ant-drawer-close').first().click();
    await drawer.first().waitFor({ state: 'hidden' });

    // The row action on a child without a parent phone: validation warning, no modal.
    await search(page, '王喆');
    await warning(page, '数据校验失败').first().waitFor({ state: 'detached', timeout: 15_000 });
    await rowOf(page, '王喆').getByTestId('table-row-action-children_contact_note').click();
    await warning(page, '数据校验失败').first().waitFor();
    expect(await page.getByTestId('action-modal-form').count()).toBe(0);

    // On a valid row: the modal form, submitted as PUT /api/base/children/update.
    await search(page, '李欣怡');
    const id = String((await api('/api/base/children/list?name=' + encodeURIComponent('李欣怡'), { method: 'GET', token })).body.data?.[0 as never]?.['_id' as never] ?? '');
    await rowOf(page, '李欣怡').getByTestId('table-row-action-children_contact_note').click();
    const modal = page.getByTestId('action-modal-form');
    await modal.locator('[data-testid="dynamic-form-children_contact_note"]').waitFor();
    const note = `E2E 联系备注 ${Date.now() % 100000}`;
    await modal.locator('[data-testid="form-item-other_contact_details"] textarea').fill(note);
    await modal.getByTestId('form-submit').click();
    await warning(page, '提交成功').first().waitFor();
    await modal.waitFor({ state: 'detached' });
    const info = await api('/api/base/children/info?_id=' + encodeURIComponent(id), { method: 'GET', token });
    expect(info.body.code).toBe(200);
    expect(info.body.data?.other_contact_details).toBe(note);
    await close();
  });

  it('a child’s extra information opens with what is stored and saves into it, keeping what the form does not show', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    const id = String((await api('/api/base/children/list?name=' + encodeURIComponent('王子涵'), { method: 'GET', token })).body.data?.[0 as never]?.['_id' as never] ?? '');
    // Stored before: a field of the form and one the form does not show (the parents' own).
    const before = await api('/api/base/children/extra/update', { token, body: { children_id: id, medical_history: '12 月龄中耳炎', parents_note: '来自家长' } });
    expect(before.body.code, before.body.message).toBe(200);
    await page.goto(portalUrl() + '/module/children');
    await search(page, '王子涵');
    await rowOf(page, '王子涵').getByTestId('table-row-action-children_extra_info').click();
    const modal = page.getByTestId('action-modal-form');
    await modal.locator('[data-testid="dynamic-form-children_extra_info"]').waitFor();
    const history = modal.locator('[data-testid="form-item-medical_history"] textarea');
    expect(await history.inputValue()).toBe('12 月龄中耳炎');
    await history.fill('12 月龄中耳炎，已治愈');
    await modal.locator('[data-testid="form-item-premature_birth"]').getByText('否', { exact: true }).click();
    await modal.getByTestId('form-submit').click();
    await warning(page, '提交成功').first().waitFor();
    await modal.waitFor({ state: 'detached' });
    const after = await api('/api/base/children/extra/info?children_id=' + encodeURIComponent(id), { method: 'GET', token });
    expect(after.body.data).toMatchObject({ medical_history: '12 月龄中耳炎，已治愈', premature_birth: false, parents_note: '来自家长' });
    await close();
  });

  it('/from/{fromName} renders the form; without a submit address it reports the values as validated', async () => {
    const { page, close } = await openAs(browser, 'admin', 'Admin@12345');
    await page.goto(portalUrl() + '/from/children_contact_note');
    await page.getByTestId('dynamic-form-children_contact_note').waitFor();
    await page.locator('[data-testid="form-item-other_contact_details"] textarea').fill('hello');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('from-page-validated').waitFor();
    expect(await page.getByTestId('from-page-validated').innerText()).toContain('hello');
    await close();
  });
});
