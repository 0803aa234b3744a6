// A child's data on request from the children page (an institution admin, zh): 'export all data'
// downloads a zip whose data.json names the child; 'erase child' refuses a wrong typed name, then
// erases a new child with one test: gone from the list and from the API.
import fs from 'node:fs';
import JSZip from 'jszip';
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

async function searchByName(page: Page, name: string) {
  const search = '[data-testid="dynamic-form-children_search"]';
  await page.locator(`${search} [data-testid="form-item-name"] input`).fill(name);
  await page.locator(`${search} [data-testid="form-submit"]`).click();
}

describe("a child's data on request", () => {
  it('offers neither action to a clinician', async () => {
    const { page, close } = await openAs(browser, 'doctor', 'Doctor@12345');
    try {
      await page.goto(portalUrl() + '/module/children');
      const row = page.getByTestId('table-list').locator('tr.ant-table-row').first();
      await row.getByTestId('table-row-action-children_extra_info').waitFor();
      expect(await row.getByTestId('table-row-action-children_data_export').count()).toBe(0);
      expect(await row.getByTestId('table-row-action-children_erase').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('exports a demo child’s data as a zip naming the child', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    try {
      await page.goto(portalUrl() + '/module/children');
      const row = page.getByTestId('table-list').locator('tr.ant-table-row').first();
      await row.waitFor();
      const listed = await fetch(`${portalUrl()}/api/base/children/list?pageSize=1`, { headers: { token } }).then((r) => r.json());
      const child = listed.data[0] as { _id: string; name: string };
      expect(await row.innerText()).toContain(child.name);

      await row.getByTestId('table-row-action-children_data_export').click();
      const dialog = page.getByTestId('child-export-dialog');
      await expect.poll(() => dialog.innerText()).toContain(`将把儿童 ${child.name} 的全部数据打包为一个 zip 文件`);
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('child-export-ok').click()]);
      expect(download.suggestedFilename()).toBe(`child-${child._id}.zip`);
      const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
      const data = JSON.parse(await zip.file('data.json')!.async('string'));
      expect(data.tables.children[0]).toMatchObject({ id: child._id, name: child.name });
      await expect.poll(() => page.locator('.ant-message').innerText()).toContain(`已导出 ${child.name} 的全部数据`);
      await expect.poll(() => dialog.count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('erases a new child with a test only once its name is typed, and the list and the API lose it', async () => {
    const { page, token, close } = await openAs(browser, 'admin', 'Admin@12345');
    try {
      const name = `删除${Date.now().toString(36).slice(-5)}`;
      const created = await api('/api/base/tests/create', { token, body: { tools_type: 'Dream-IT', children: { name, gender: 'female', birthday: '2024-05-01', children_code: `E2E-${name}` } } });
      expect(created.body.code, created.body.message).toBe(200);
      const childId = String(created.body.data!.children_id);
      const testId = String(created.body.data!._id);
      expect((await api(`/api/base/tests/detail?_id=${testId}`, { method: 'GET', token })).body.code).toBe(200);

      await page.goto(portalUrl() + '/module/children');
      const rows = page.getByTestId('table-list').locator('tr.ant-table-row');
      await rows.first().waitFor();
      await searchByName(page, name);
      await expect.poll(async () => (await rows.allInnerTexts()).join('|')).toContain(name);
      await expect.poll(() => rows.count()).toBe(1);

      await rows.first().getByTestId('table-row-action-children_erase').click();
      const dialog = page.getByTestId('child-erase-dialog');
      await dialog.waitFor();
      const text = await dialog.innerText();
      expect(text).toContain(`将彻底删除儿童 ${name} 及其全部数据`);
      expect(text).toContain('测评与答案、报告');
      expect(text).toContain('此操作不可撤销');
      expect(text).toContain(`请输入儿童姓名“${name}”以确认删除`);

      const ok = dialog.getByTestId('child-erase-ok');
      await dialog.getByTestId('child-erase-name').fill(`${name}x`);
      expect(await dialog.getByTestId('child-erase-mismatch').innerText()).toBe('输入的姓名与该儿童不一致');
      expect(await ok.isDisabled()).toBe(true);
      await page.screenshot({ path: '/tmp/child-erase-dialog.png' });
      await dialog.getByTestId('child-erase-name').press('Enter');
      expect((await api(`/api/base/children/info?_id=${childId}`, { method: 'GET', token })).body.code).toBe(200);

      await dialog.getByTestId('child-erase-name').fill(name);
      expect(await dialog.getByTestId('child-erase-mismatch').count()).toBe(0);
      await ok.click();
      await expect.poll(() => page.locator('.ant-message').innerText()).toMatch(new RegExp(`已彻底删除儿童 ${name}（\\d+ 条记录，\\d+ 个文件）`));
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(async () => (await rows.allInnerTexts()).join('|')).not.toContain(name);

      const info = await api(`/api/base/children/info?_id=${childId}`, { method: 'GET', token });
      expect(info.body.code).not.toBe(200);
      const listed = await fetch(`${portalUrl()}/api/base/children/list?name=${encodeURIComponent(name)}`, { headers: { token } }).then((r) => r.json());
      expect(listed.total).toBe(0);
      const test = await api(`/api/base/tests/detail?_id=${testId}`, { method: 'GET', token });
      expect(test.body.code).not.toBe(200);
    } finally {
      await close();
    }
  });
});
