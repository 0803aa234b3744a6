// Report preview on the tool site: the pdf.js viewer for holders of pdf_preview, the browser's
// viewer with print and download for everyone else, HTML reports in a sandboxed frame, 'request
// failed', and the hand-over to the mobile app. Then the file preview modal and the QR modal,
// mounted by a small harness page with the real call client and server. The files are the demo
// seed's sample report (PDF and HTML) and uploads made here.
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, portalUrl, toolUrl } from './browser';
import { buildHarness, openHarness, removeHarness } from './harness-page';
import { api, openAs, sha256, uploadFile } from './session';

let browser: Browser;
let harnessDir = '';
const files: Record<'pdf' | 'html', { _id: string; title: string }> = {} as never;

const PASSWORDS = { doctor: 'Doctor@12345', teacher: 'Teacher@12345' } as const;
const INSTITUTION_A = '星语儿童发展中心';

/** Logs in over the API and makes sure the current identity is in institution A (the demo files' owner). */
async function loginInA(username: keyof typeof PASSWORDS): Promise<string> {
  const { body } = await api('/api/base/user/login', { body: { username, password: sha256(PASSWORDS[username]), relogin: true } });
  expect(body.code, body.message).toBe(200);
  const user = body.data as { token: string; institutionId: string; institution_list: { _id: string; name: string }[]; role_list: { _id: string; institutionId: string }[] };
  const a = user.institution_list.find((i) => i.name === INSTITUTION_A)!;
  if (user.institutionId !== a._id) {
    const role = user.role_list.find((r) => r.institutionId === a._id)!;
    const edit = await api('/api/base/user/edit', { method: 'PUT', token: user.token, body: { institutionId: a._id, roleId: role._id } });
    expect(edit.body.code, edit.body.message).toBe(200);
  }
  return user.token;
}

async function setLanguage(token: string, locale: 'zh' | 'en') {
  const { body } = await api('/api/base/user/edit', { method: 'PUT', token, body: { locale_type: locale } });
  expect(body.code, body.message).toBe(200);
}

const upload = uploadFile;

/** A page on the tool site that logs in with `token` at start-up (auto_token, as the portal hands it over). */
async function openTool(token: string, path: string, opts: { lang?: 'zh' | 'en'; phone?: boolean; init?: () => void } = {}) {
  const { context, page } = await newPage(browser, opts);
  if (opts.init) await context.addInitScript(opts.init);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(`${toolUrl()}${path}${path.includes('?') ? '&' : '?'}auto_token=${encodeURIComponent(token)}`);
  await page.getByTestId('preview-screen').waitFor();
  return { context, page, requested };
}

/** Requests after the start-up navigation must never carry the token in their URL. */
function expectNoTokenInUrls(requested: string[], token: string) {
  const leaked = requested.filter((url) => !url.includes('auto_token=') && (url.includes(token) || url.includes(encodeURIComponent(token))));
  expect(leaked).toEqual([]);
}

async function inkOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) ink++;
    return ink;
  });
}

beforeAll(async () => {
  browser = await launch();
  const teacher = await loginInA('teacher');
  const list = await api('/api/system/file/list?from_id=demo-sample-report', { method: 'GET', token: teacher });
  const rows = list.body.data as unknown as { _id: string; title: string; extension: string }[];
  for (const ext of ['pdf', 'html'] as const) files[ext] = rows.find((r) => r.extension === ext)!;
  expect(files.pdf?.title).toBe('示例评估报告.pdf');
  expect(files.html?.title).toBe('示例评估报告.html');

  harnessDir = await buildHarness(new URL('./harness/', import.meta.url));
});
afterAll(async () => {
  await browser?.close();
  removeHarness(harnessDir);
});

describe('report preview on the tool site', () => {
  it('a pdf_preview holder coming from the portal sees the report drawn by pdf.js, pages 891 px wide, without print or download', async () => {
    await loginInA('doctor');
    const { page, token, close } = await openAs(browser, 'doctor', PASSWORDS.doctor);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${portalUrl()}/preview/dream/${files.pdf._id}`);
    await page.waitForURL((url) => url.origin === toolUrl() && url.pathname === `/preview/dream/${files.pdf._id}`, { timeout: 15_000 });
    await page.locator('[data-testid="pdfjs-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    expect(page.url()).not.toContain('auto_token');
    expect(Number(await page.getByTestId('pdfjs-viewer').getAttribute('data-pages'))).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('pdfjs-page').first().evaluate((c) => c.getBoundingClientRect().width)).toBeCloseTo(891, 0);
    expect(await inkOf(page, '[data-testid="pdfjs-page"][data-rendered="true"]')).toBeGreaterThan(5_000);
    expect(await page.getByTestId('preview-title').innerText()).toBe('示例评估报告.pdf');
    expect(await page.getByTestId('preview-print').count()).toBe(0);
    expect(await page.getByTestId('preview-download').count()).toBe(0);
    expectNoTokenInUrls(requested, token);
    await close();
  });

  it('on a 390 px phone the pages are scaled down to the screen, with no sideways scroll', async () => {
    const token = await loginInA('doctor');
    const { context, page } = await openTool(token, `/preview/dreamits/${files.pdf._id}`, { phone: true });
    await page.locator('[data-testid="pdfjs-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    const width = await page.getByTestId('pdfjs-page').first().evaluate((c) => c.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    expect(width).toBeLessThanOrEqual(390 - 32);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await inkOf(page, '[data-testid="pdfjs-page"][data-rendered="true"]')).toBeGreaterThan(2_000);
    await context.close();
  });

  it('without pdf_preview the PDF is in the browser viewer; print prints the frame only, download is named after the file', async () => {
    const token = await loginInA('teacher');
    const { context, page, requested } = await openTool(token, `/preview/dream/${files.pdf._id}`);
    const frameElement = page.getByTestId('preview-pdf-frame');
    await frameElement.waitFor();
    expect(await frameElement.getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByTestId('pdfjs-viewer').count()).toBe(0);

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-page-printed', 'true');
      const frame = document.querySelector<HTMLIFrameElement>('[data-testid="preview-pdf-frame"]')!;
      frame.contentWindow!.print = () => document.body.setAttribute('data-frame-printed', 'true');
    });
    await page.getByTestId('preview-print').click();
    await expect.poll(() => page.locator('body').getAttribute('data-frame-printed')).toBe('true');
    expect(await page.locator('body').getAttribute('data-page-printed')).toBeNull();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('preview-download').click()]);
    expect(download.suggestedFilename()).toBe('示例评估报告.pdf');
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(requested.some((u) => u.includes(`/api/system/file/download/${files.pdf._id}`))).toBe(true);
    expectNoTokenInUrls(requested, token);
    await context.close();
  });

  it('an HTML report shows in a sandboxed frame (no scripts, an opaque origin)', async () => {
    const token = await loginInA('teacher');
    const { context, page } = await openTool(token, `/preview/dream/${files.html._id}`);
    const frameElement = page.getByTestId('preview-html-frame');
    await frameElement.waitFor();
    expect(await frameElement.getAttribute('sandbox')).toBe('');
    expect(await frameElement.getAttribute('src')).toMatch(/^blob:/);
    const frame = page.frameLocator('[data-testid="preview-html-frame"]');
    await expect.poll(() => frame.locator('body').innerText(), { timeout: 15_000 }).toContain('林㛃𠮷');
    const box = await frameElement.boundingBox();
    expect(box!.height).toBeGreaterThan(500);
    // The report's document has an opaque origin: nothing of the app (token, storage) is reachable.
    const reportFrame = page.frames().find((f) => f.url().startsWith('blob:'))!;
    expect(await reportFrame.evaluate(() => window.origin)).toBe('null');
    expect(await reportFrame.evaluate(() => { try { return localStorage.getItem('token'); } catch { return 'blocked'; } })).toBe('blocked');
    await context.close();
  });

  it("a wrong file id shows 'request failed', in zh and in en", async () => {
    const token = await loginInA('teacher');
    try {
      for (const [lang, text] of [['zh', '请求失败'], ['en', 'Request failed']] as const) {
        await setLanguage(token, lang); // a logged-in page follows the account's language
        const { context, page } = await openTool(token, '/preview/dream/00000000-0000-4000-8000-000000000000', { lang });
        await page.getByTestId('preview-error').waitFor();
        expect(await page.getByTestId('preview-error').innerText()).toContain(text);
        await context.close();
      }
    } finally {
      await setLanguage(token, 'zh');
    }
  });

  it('in the mobile app’s web view the page hands the file over as open_preview with a one-time link, then closes after 10 s + 1 s', async () => {
    const token = await loginInA('teacher');
    const bridge = () => {
      const w = window as unknown as { ReactNativeWebView: { postMessage(m: string): void }; hostMessages: string[] };
      w.hostMessages = [];
      w.ReactNativeWebView = { postMessage: (m) => void w.hostMessages.push(m) };
    };
    const { context, page } = await newPage(browser, { phone: true });
    await context.clock.install();
    await context.addInitScript(bridge);
    await page.goto(`${toolUrl()}/preview/dream/${files.pdf._id}?auto_token=${encodeURIComponent(token)}`);
    await page.getByTestId('preview-mobile-sent').waitFor({ timeout: 15_000 });
    const messages = () => page.evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages.map((m) => JSON.parse(m)));
    const [open] = await messages();
    expect(open.type).toBe('open_preview');
    expect(open.params.file).toMatchObject({ _id: files.pdf._id, title: '示例评估报告.pdf', extension: 'pdf' });
    expect(open.params.link).toMatch(new RegExp(`^${toolUrl()}/resource/once/[A-Za-z0-9_-]{43}$`));
    expect(open.params.link).not.toContain(token);
    expect(await page.getByTestId('pdfjs-viewer').count()).toBe(0);

    await page.clock.runFor(9_000);
    expect(await messages()).toHaveLength(1);
    await page.clock.runFor(2_500);
    expect((await messages()).map((m) => m.type)).toEqual(['open_preview', 'close']);

    // The link works once, without a token, for the app.
    const first = await fetch(open.params.link);
    expect(first.status).toBe(200);
    expect(Buffer.from(await first.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(open.params.link)).status).toBe(410);
    await context.close();
  });

  it("a file-info failure in the mobile web view says 'operation failed' and posts nothing", async () => {
    const token = await loginInA('teacher');
    const { context, page } = await openTool(token, '/preview/dream/not-a-file', {
      init: () => {
        const w = window as unknown as { ReactNativeWebView: { postMessage(m: string): void }; hostMessages: string[] };
        w.hostMessages = [];
        w.ReactNativeWebView = { postMessage: (m) => void w.hostMessages.push(m) };
      },
    });
    await page.getByTestId('preview-mobile-error').waitFor();
    expect(await page.getByTestId('preview-mobile-error').innerText()).toContain('操作失败');
    expect(await page.evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages)).toEqual([]);
    await context.close();
  });
});

/** The harness page (e2e/harness/), served at the tool site's origin by the test itself. */
const harness = (token: string, query: Record<string, string>, lang: 'zh' | 'en' = 'zh') => openHarness(browser, harnessDir, token, query, lang);

describe('file preview modal', () => {
  it('shows an image, a default picture for a broken one, plays mp4, and says unknown format otherwise', async () => {
    const token = await loginInA('teacher');
    const png = new PNG({ width: 64, height: 40 });
    for (let i = 0; i < png.data.length; i += 4) png.data.set([31, 122, 140, 255], i);
    const image = await upload(token, '照片.png', PNG.sync.write(png));
    const broken = await upload(token, 'broken.png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a picture')]));
    const mp4Bytes = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31]);
    const video = await upload(token, 'clip.mp4', mp4Bytes);
    const zip = await upload(token, 'archive.zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]));
    const show = (f: { _id: string; title: string; extension: string }) => ({ show: 'file', id: f._id, title: f.title, extension: f.extension });

    let opened = await harness(token, show(image));
    const img = opened.page.locator('[data-testid="file-preview-body"] img').first();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(64);
    expect(await img.getAttribute('src')).toMatch(/^blob:/);
    expect(await opened.page.locator('.ant-modal-title').innerText()).toBe('照片.png');
    await opened.context.close();

    opened = await harness(token, show(broken));
    const fallback = opened.page.locator('[data-testid="file-preview-body"] img').first();
    await expect.poll(() => fallback.getAttribute('src'), { timeout: 10_000 }).toMatch(/^data:image\/svg\+xml/);
    await expect.poll(() => fallback.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
    await opened.context.close();

    opened = await harness(token, show(video));
    const player = opened.page.getByTestId('file-preview-video');
    await player.waitFor();
    expect(await player.getAttribute('controls')).not.toBeNull();
    const played = await player.evaluate(async (el: HTMLVideoElement) => [...new Uint8Array(await (await fetch(el.src)).arrayBuffer())]);
    expect(Buffer.from(played)).toEqual(mp4Bytes);
    await opened.context.close();

    for (const [lang, text] of [['zh', '未知格式'], ['en', 'Unknown format']] as const) {
      opened = await harness(token, show(zip), lang);
      await opened.page.getByTestId('file-preview-unknown').waitFor();
      expect(await opened.page.getByTestId('file-preview-unknown').innerText()).toContain(text);
      expect(await opened.page.locator('[data-testid="file-preview-body"] img, video').count()).toBe(0);
      await opened.context.close();
    }
  });
});

function decodePng(bytes: Buffer, crop?: { x: number; y: number; size: number }) {
  const png = PNG.sync.read(bytes);
  if (!crop) return { png, text: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data };
  const part = new PNG({ width: crop.size, height: crop.size });
  PNG.bitblt(png, part, crop.x, crop.y, crop.size, crop.size, 0, 0);
  return { png, text: jsQR(new Uint8ClampedArray(part.data), crop.size, crop.size)?.data };
}

async function downloadQr(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const button = page.getByTestId('qr-modal-download');
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

describe('QR modal', () => {
  const text = `${toolUrl()}/dreamits/token/e2e-qr?child=王子涵`;

  it('downloads the plain code as a 260 px PNG that scans back to its text', async () => {
    const token = await loginInA('teacher');
    const { context, page } = await harness(token, { show: 'qr', text, fileName: '王子涵 二维码' });
    await page.getByTestId('qr-modal-image').waitFor();
    const { name, bytes } = await downloadQr(page);
    expect(name).toBe('王子涵_二维码.png');
    const { png, text: decoded } = decodePng(bytes);
    expect([png.width, png.height]).toEqual([260, 260]);
    expect(decoded).toBe(text);
    await context.close();
  });

  it('with a tool, downloads the poster: the background with the code at x=75, y=1395 and its id below', async () => {
    const token = await loginInA('teacher');
    const { context, page } = await harness(token, { show: 'qr', text, fileName: 'poster', toolsType: 'Dream-ITS', codeText: 'DI-0001' });
    await page.getByTestId('qr-modal-poster').waitFor({ timeout: 15_000 });
    const { bytes } = await downloadQr(page);
    const { png, text: atSpot } = decodePng(bytes, { x: 75, y: 1395, size: 260 });
    expect([png.width, png.height]).toEqual([1080, 1920]);
    expect(atSpot).toBe(text);
    // The id text is drawn around y=1710 under the code: dark pixels there, none before it.
    const dark = (y0: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = 75; x < 335; x++) if (png.data[(y * png.width + x) * 4]! < 100) n++;
      return n;
    };
    expect(dark(1685, 1715)).toBeGreaterThan(100);
    expect(dark(1660, 1675)).toBe(0);
    await context.close();
  });

  it('a tool the institution does not have gives the plain code', async () => {
    const token = await loginInA('teacher');
    // Chosen now: another browser test of this server (institution-tools) adds SPPA to the institution.
    const { body } = await api('/api/base/insTools/user/list', { method: 'GET', token });
    const held = new Set((body.data as unknown as Array<{ tools_type: string }>).map((tool) => tool.tools_type));
    const missing = ['SPPA', 'Ment', 'SWAM-S', 'Dream-C-2.0', 'Dream-S-2.0', 'Dream-IT', 'Dream-ITS'].find((tool) => !held.has(tool));
    expect(missing, `the teacher's institution has every tool: ${[...held].join(', ')}`).toBeDefined();
    const { context, page } = await harness(token, { show: 'qr', text, fileName: 'plain', toolsType: missing! });
    await page.getByTestId('qr-modal-image').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('qr-modal-poster').count()).toBe(0);
    expect(decodePng((await downloadQr(page)).bytes).text).toBe(text);
    await context.close();
  });
});
