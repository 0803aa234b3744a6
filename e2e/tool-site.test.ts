import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, portalUrl, toolUrl } from './browser';
import { apiLogin } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('tool site', () => {
  it('pad-mode /dreamits redirects to the tool site with auto_token and lands logged in', async () => {
    const token = await apiLogin('admin', 'Admin@12345');
    const { context, page } = await newPage(browser);
    await page.goto(`${portalUrl()}/?auto_token=${encodeURIComponent(token)}`);
    await page.getByTestId('avatar-menu').waitFor();
    await page.goto(`${portalUrl()}/dreamits`);
    await page.waitForURL((url) => url.origin === toolUrl(), { timeout: 15_000 });
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).toContain('系统管理员');
    expect(page.url()).not.toContain('auto_token');
    // The institution's tools, from the server (they load after the user).
    await expect.poll(() => page.getByTestId('tool-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const body = await page.locator('body').innerText();
    expect(body).toContain('Dream-S-2.0');
    expect(body).toContain('Dream-ITS');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    await context.close();
  });

  it('the tool site without a token tells a parent or clinician where to start, on a phone', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto(toolUrl() + '/');
    await expect.poll(() => page.locator('body').innerText()).toMatch(/门户|portal/i);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
