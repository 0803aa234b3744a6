// The speech-tool area in the portal (zh): the seeded menus, the test list with its oral-test
// status labels and Ment's states, opening a test with its report (a real PDF the server made at
// the demo seed) and the /swams redirect or no-permission rules.
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

interface Row {
  _id: string;
  test_code: string;
  children_code: string;
  children_name: string;
  tools_type: string;
  oral_status: number;
  report_file_id: string | null;
}

describe('the speech-tool area', () => {
  it('the menus open the list with status labels; a test shows its report; /swams goes to the list', async () => {
    const { page, token, close } = await openAs(browser, 'doctor', 'Doctor@12345');
    try {
      const { body } = await api('/api/dream/swam/test/list?pageSize=100', { method: 'GET', token });
      expect(body.code, body.message).toBe(200);
      const rows = body.data as unknown as Row[];
      const reported = rows.find((r) => r.tools_type === 'SWAM-S' && r.oral_status === 100)!;
      expect(reported, 'the demo SWAM-S sitting with its report').toBeDefined();

      // Seeded menus: the area's group and its list, a page in the shell.
      await page.getByTestId('side-menu').getByText('语音测评', { exact: true }).click();
      await page.getByTestId('side-menu').getByTestId('menu-link-swam_s_test_list').click();
      await page.waitForURL('**/module/swam_s_test_list');
      const list = page.getByTestId('swam-test-list');
      const row = list.getByTestId(`swam-row-${reported.test_code}`);
      await row.waitFor();
      expect(await row.innerText()).toContain(reported.children_name);
      expect(await row.getByTestId('oral-status-100').innerText()).toBe('报告已生成');
      expect(await list.getByTestId('oral-status-0').first().innerText()).toBe('新测评');
      expect(await list.getByTestId('ment-state-behind').first().innerText()).toBe('儿童叙事能力落后于同龄人');
      expect(await list.innerText()).not.toMatch(/swams\.|oral_status|story_sort/);

      // Opening it: /swams/{moduleId}/test/{testId} with the report previewed and the recordings.
      await row.getByTestId('swam-open').click();
      await page.waitForURL(`**/swams/swam_s_test_list/test/${reported._id}`);
      const view = page.getByTestId('swam-test');
      await view.getByTestId('preview-screen').waitFor({ timeout: 30_000 });
      // The toolbar reads 文件预览 until the file's details arrive; then it names the child's report.
      await view.getByTestId('preview-title').filter({ hasText: reported.children_name }).waitFor({ timeout: 30_000 });
      // The recordings: the sitting's audio review, its full audio in the player.
      expect(await page.getByTestId('swam-recordings').innerText()).toContain('录音');
      await page.getByTestId('swam-recordings').getByTestId('speech-full-audio').waitFor({ timeout: 30_000 });
      await view.getByTestId('swam-open-report').click();
      await page.waitForURL(`**/swams/swam_s_test_list/test/${reported._id}/report/${reported.report_file_id}`);
      await page.getByTestId('preview-screen').waitFor({ timeout: 30_000 });

      // A module the user does not hold, or none: to the test list module.
      await page.goto(`${portalUrl()}/swams/no_such_module`);
      await page.waitForURL('**/swams/swam_s_test_list');
      await page.getByTestId('swam-test-list').waitFor();
      await page.goto(`${portalUrl()}/swams`);
      await page.waitForURL('**/swams/swam_s_test_list');
    } finally {
      await close();
    }
  });

  it('a user without the list sees that the identity has no relevant permission', async () => {
    const { page, close } = await openAs(browser, 'teacher', 'Teacher@12345');
    try {
      await page.goto(`${portalUrl()}/swams/swam_s_test_list`);
      await page.getByTestId('no-permission').waitFor();
      expect(await page.getByTestId('no-permission').innerText()).toContain('当前身份无相关权限');
      expect(page.url()).toContain('/swams/swam_s_test_list');
    } finally {
      await close();
    }
  });
});
