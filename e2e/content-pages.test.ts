// The content pages in real Chromium: the latest news opens an article in a modal, the help
// centre from the side menu (search, reading view) and the catalogue with a product's detail for a
// clinician; an administrator edits a help article on its seeded table page and staff read the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, portalUrl } from './browser';
import { screenshots } from './answering';
import { closeModal, openAs } from './session';

const shot = screenshots('content-pages');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('content pages', () => {
  it('a clinician reads the latest news, the help centre and the catalogue', async () => {
    const { page, close } = await openAs(browser, 'doctor', 'Doctor@12345');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The latest news beside the content area's pages; an article opens in a modal.
    await page.goto(`${portalUrl()}/content`);
    const news = page.getByTestId('latest-news');
    await news.getByTestId('news-item').first().waitFor();
    expect(await news.getByTestId('news-item').count()).toBe(4);
    expect(await news.innerText()).toContain('最新资讯');
    await news.getByTestId('news-item').first().click();
    const modal = page.locator('.ant-modal:visible');
    await modal.getByTestId('article-body').waitFor();
    expect(await modal.innerText()).toContain('婴幼儿语言早筛周');
    expect(await modal.getByTestId('article-body').innerText()).toContain('Dream-ITS');
    await shot(page, 'news-modal');
    await closeModal(page, '[data-testid="article-modal"]');

    // The help centre from the side menu: search by title, then read.
    await page.getByTestId('side-menu').getByText('帮助中心').click();
    const help = page.getByTestId('help-centre');
    await help.getByTestId('help-item').first().waitFor();
    expect(await help.getByTestId('help-item').count()).toBe(10);
    await shot(page, 'help-centre');
    await help.getByTestId('help-search').locator('input').fill('报告');
    await help.getByTestId('help-search').locator('input').press('Enter');
    await expect.poll(() => help.getByTestId('help-item').count(), { timeout: 15_000 }).toBe(1);
    await help.getByRole('link', { name: '阅读和管理报告' }).click();
    const article = page.getByTestId('help-article');
    await article.getByTestId('article-body').waitFor();
    expect(await article.innerText()).toContain('重新生成');
    expect(page.url()).toMatch(/\/content\/module\/help_center\/[0-9a-f-]{36}$/);
    await shot(page, 'help-article');

    // The catalogue, then one product with its ages, price and video.
    await page.getByTestId('side-menu').getByText('测评产品').click();
    const catalogue = page.getByTestId('catalogue');
    await catalogue.getByTestId('catalogue-item').first().waitFor();
    expect(await catalogue.getByTestId('catalogue-item').count()).toBe(6);
    expect(await catalogue.innerText()).toContain('适用年龄：2–10 岁');
    await shot(page, 'catalogue');
    await catalogue.getByTestId('catalogue-item').filter({ hasText: 'Ment' }).click();
    const product = page.getByTestId('product-detail');
    await product.getByTestId('article-body').waitFor();
    const text = await product.innerText();
    expect(text).toContain('适用年龄：0–4 岁');
    expect(text).toContain('价格：73');
    expect(text).toContain('一起看、一起玩、一起说');
    await expect.poll(() => product.getByTestId('product-video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'product');

    // A product id that is not there: the page says so, nothing breaks.
    await page.goto(`${portalUrl()}/content/module/catalogue/00000000-0000-4000-8000-000000000000`);
    await page.getByText('文章不存在或已下线').waitFor();
    // A content route for a menu this identity lacks: the no-permission state.
    await page.goto(`${portalUrl()}/content/module/news_mgmt`);
    await page.getByTestId('no-permission').waitFor();
    await close();
  });

  it('an administrator edits a help article on its table page, and the help centre shows the change', async () => {
    const { page, close } = await openAs(browser, 'admin', 'Admin@12345');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${portalUrl()}/module/help_mgmt`);
    const row = page.getByTestId('table-list').locator('tr.ant-table-row', { hasText: '添加儿童' });
    await row.waitFor();
    expect(await row.innerText()).toContain('已发布');
    await row.getByTestId('table-row-edit').click();
    const form = page.locator('[data-testid="table-form-modal"] [data-testid="dynamic-form-help_article_form"]');
    await form.waitFor();
    await form.locator('[data-testid="form-editor-content"] [contenteditable="true"]').waitFor();
    await shot(page, 'help-edit');
    const summary = `在"儿童管理"中新建儿童档案（已更新 ${Date.now() % 100000}）`;
    await form.locator('[data-testid="form-item-summary"] textarea').fill(summary);
    await page.locator('[data-testid="table-form-modal"] [data-testid="form-submit"]').click();
    await form.waitFor({ state: 'detached' });

    await page.goto(`${portalUrl()}/module/help_center`);
    const item = page.getByTestId('help-item').filter({ hasText: '添加儿童' });
    await item.waitFor();
    await expect.poll(() => item.innerText(), { timeout: 15_000 }).toContain(summary);
    await close();
  });
});
