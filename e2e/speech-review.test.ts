// The audio review of the demo recorded sitting (child XY0005's SWAM-S test), opened from the test
// list's 'recordings' action: the sitting and its statuses, seeking to an item's mark (the player
// reads the full audio in byte ranges with the token header, so the seek is a Range request and
// playback starts there), and amending an item, kept beside the original after a reload.
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

interface Listed {
  _id: string;
  test_code: string;
}
interface Session {
  _id: string;
  full_audio_path: string | null;
  data_list: Array<{ question_id: string }>;
}

/** The demo sitting's test: a SWAM-S test whose session holds the four demo items and a full audio. */
async function demoTest(token: string): Promise<Listed> {
  const { body } = await api('/api/base/tests/list?tools_type=SWAM-S&pageSize=100', { method: 'GET', token });
  for (const test of body.data as unknown as Listed[]) {
    const audio = await api(`/toolapi/swam/s/ai/audio?_id=${test._id}`, { method: 'GET', token });
    const sessions = audio.body.data as unknown as Session[];
    if (sessions.some((s) => s.full_audio_path && ['sw01', 'sw02', 'sw03', 'sw04'].every((q) => s.data_list.some((r) => r.question_id === q)))) return test;
  }
  throw new Error('the demo SWAM-S sitting is missing');
}

async function openReview(page: Page, testCode: string) {
  await page.goto(portalUrl() + '/module/test_list');
  const search = page.getByTestId('dynamic-form-test_search');
  await search.locator('[data-testid="form-item-test_code"] input').fill(testCode);
  await search.getByTestId('form-submit').click();
  const row = page.getByTestId('table-list').locator('tr.ant-table-row').filter({ hasText: testCode });
  await row.getByTestId('table-row-action-test_list_audio').click();
  const review = page.locator('[data-testid="speech-review"][data-state="ready"]');
  await review.waitFor({ timeout: 30_000 });
  return review;
}

describe('speech audio review', () => {
  it('shows the sitting and statuses, seeks to a mark through a Range request, and keeps an amendment beside the original', async () => {
    const { page, token, close } = await openAs(browser, 'doctor', 'Doctor@12345');
    const t0 = Date.now();
    const step = (name: string) => console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${name}`);
    try {
      const test = await demoTest(token);
      const ranges: Array<{ range: string; status: number }> = [];
      page.on('response', (res) => {
        const range = res.request().headers().range;
        if (range && res.url().includes('/resource/file/')) ranges.push({ range, status: res.status() });
      });

      const review = await openReview(page, test.test_code);
      step('review open');
      // One panel per sitting, with its start and end time.
      const header = review.getByTestId('speech-session-header');
      expect(await header.count()).toBe(1);
      expect(await header.innerText()).toMatch(/第 1 次录音\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d — \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+4 个词条/);
      // Statuses as the clinician marked them, green for success and pink for the others.
      const statusOf = async (q: string) => {
        const s = review.getByTestId(`speech-item-${q}`).getByTestId('speech-status');
        return { text: await s.innerText(), color: await s.getAttribute('data-color') };
      };
      expect(await statusOf('sw01')).toEqual({ text: '发音成功', color: '#52c41a' });
      expect(await statusOf('sw03')).toEqual({ text: '替代发音', color: '#eb2f96' });
      expect(await statusOf('sw04')).toEqual({ text: '未发音', color: '#eb2f96' });
      // The demo's first item was amended (92), the others await the clinician's review.
      const sw01 = review.getByTestId('speech-item-sw01');
      expect(await sw01.getByTestId('speech-accuracy-amended').innerText()).toContain('92.00');
      expect(await sw01.getByTestId('speech-provider').innerText()).toBe('人工复核（未自动评分）');
      const sw02 = review.getByTestId('speech-item-sw02');
      expect(await sw02.getByTestId('speech-accuracy-original').innerText()).toContain('待复核');

      // Seeking to sw04's mark (8.97 s into the full audio): a Range request from the middle of the file, then playback there.
      await review.locator('[data-testid="speech-full-audio"][data-state="ready"]').waitFor({ timeout: 15_000 });
      const before = ranges.length;
      const mark = review.getByTestId('speech-mark-sw04');
      const started = Date.now();
      await mark.click();
      await page.waitForFunction(
        () => {
          const audio = document.querySelector<HTMLAudioElement>('[data-testid="speech-full-audio-element"]');
          return !!audio && !audio.paused && audio.readyState >= 3 && audio.currentTime >= 8.9 && audio.currentTime < 10.5;
        },
        undefined,
        { timeout: 10_000 },
      );
      console.log(`seek to the sw04 mark → playing there: ${Date.now() - started} ms (test-side, includes Playwright's polling)`);
      const seeks = ranges.slice(before).filter((r) => Number(/bytes=(\d+)-/.exec(r.range)?.[1] ?? 0) > 0);
      expect(seeks.length, JSON.stringify(ranges)).toBeGreaterThan(0);
      expect(seeks[0]!.status).toBe(206);
      await page.evaluate(() => document.querySelector<HTMLAudioElement>('[data-testid="speech-full-audio-element"]')?.pause());

      step('seeked');
      // Amending sw02 (花): a text that is not Chinese is refused in the dialog and nothing is saved.
      const value = 50 + (Date.now() % 4000) / 100;
      const stored = async () => {
        const list = await api(`/toolapi/swam/c/ai/recognition/list?_id=${test._id}`, { method: 'GET', token });
        return (list.body.data as unknown as Array<{ data_list: Array<{ question_id: string; accuracy: number | null; amend_outcome: { vop: { text: string } } | null }> }>)[0]!.data_list.find((o) => o.question_id === 'sw02')!;
      };
      const unamended = await stored();
      await sw02.getByTestId('speech-amend-open').click();
      const form = page.getByTestId('speech-amend-form');
      await form.getByTestId('speech-amend-text').fill('hua');
      await form.getByTestId('speech-amend-accuracy').fill(String(value));
      await page.getByTestId('speech-amend-submit').click();
      await form.getByText('请输入 1–50 个汉字').waitFor();
      expect(await stored()).toEqual(unamended);
      await form.getByTestId('speech-amend-text').fill('花');
      await page.getByTestId('speech-amend-submit').click();
      await page.locator('.ant-message').getByText('已保存修正').waitFor();
      const shown = value.toFixed(2);
      await sw02.getByTestId('speech-accuracy-amended').getByText(shown).waitFor();
      expect(await sw02.getByTestId('speech-accuracy-original').innerText()).toContain('待复核');
      const saved = await stored();
      expect(saved.amend_outcome?.vop.text).toBe('花');
      expect(saved.accuracy).toBe(Number(shown));

      step('amended');
      // After a reload the amendment is still beside the original.
      await page.reload();
      await page.getByTestId('avatar-menu').waitFor();
      const again = await openReview(page, test.test_code);
      const item = again.getByTestId('speech-item-sw02');
      expect(await item.getByTestId('speech-accuracy-amended').innerText()).toContain(shown);
      expect(await item.getByTestId('speech-accuracy-original').innerText()).toContain('待复核');
      expect(await item.getByTestId('speech-amend-detail').innerText()).toContain('花');
      step('reloaded');
    } finally {
      await close();
    }
    // A loaded machine (the browser files share it with builds) needs more than the default minute.
  }, 180_000);
});
