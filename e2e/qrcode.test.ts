import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { launch, newPage, portalUrl, toolUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('QR page', () => {
  it('shows a scannable QR code of the base64- then URI-decoded path, without logging in', async () => {
    const text = `${toolUrl()}/dreamits/token/abc?name=小明`;
    const param = Buffer.from(encodeURIComponent(text)).toString('base64');
    const { context, page } = await newPage(browser);
    await page.goto(`${portalUrl()}/qrcode/${param}`);
    const image = page.getByTestId('qr-image');
    await image.waitFor();
    expect(await page.getByTestId('qr-text').innerText()).toContain(text);
    const png = PNG.sync.read(await image.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(text);
    await context.close();
  });

  it('an undecodable parameter shows an error instead of a wrong code', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portalUrl()}/qrcode/***`);
    expect(await page.getByTestId('qr-image').count()).toBe(0);
    await context.close();
  });
});
