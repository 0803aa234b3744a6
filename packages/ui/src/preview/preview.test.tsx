import type { FileInfo } from '@portal/shared';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageForTest } from '../form/test-support';
import type { ApiResult, HttpMethod, RequestOptions } from '../http/client';
import { FilePreviewBody } from './FilePreviewModal';
import { PreviewScreen, RequestFailed } from './PreviewScreen';
import { buildQrImages } from './QrModal';
import { fetchFileInfo, holdsPdfPreview, qrBackgroundPath, type PreviewServices } from './services';

beforeEach(() => useLanguageForTest('zh'));

type Call = { method: HttpMethod; url: string; options?: RequestOptions };

/** Services that answer from a table (a function of the URL) and record each call. */
function fakeServices(answer: (url: string, options?: RequestOptions) => unknown): PreviewServices & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    request: async <T,>(method: HttpMethod, url: string, options?: RequestOptions): Promise<ApiResult<T>> => {
      calls.push({ method, url, options });
      const data = answer(url, options);
      if (data instanceof Error) throw data;
      return { code: 200, success: true, data: data as T, message: '' };
    },
    requestBlob: async () => {
      throw new Error('no bytes while rendering to a string');
    },
  };
}

const file = (extension: string, title = `file.${extension}`) => ({ _id: 'f1', title, extension });

describe('file preview modal', () => {
  it('chooses the player, the image or unknown format by extension', () => {
    const kindOf = (ext: string) => /data-kind="(\w+)"/.exec(renderToString(<FilePreviewBody file={file(ext)} services={fakeServices(() => null)} />))![1];
    expect(['mp4', 'MPG4', 'png', 'jpg', 'jpeg', 'gif', 'pdf', 'docx'].map(kindOf)).toEqual(['video', 'video', 'image', 'image', 'image', 'unknown', 'unknown', 'unknown']);
  });

  it("says 'unknown format' in the user's language, and only for unknown files", async () => {
    expect(renderToString(<FilePreviewBody file={file('zip')} />)).toContain('未知格式');
    expect(renderToString(<FilePreviewBody file={file('png')} services={fakeServices(() => null)} />)).not.toContain('未知格式');
    await useLanguageForTest('en');
    expect(renderToString(<FilePreviewBody file={file('zip')} />)).toContain('Unknown format');
  });
});

describe('preview screen', () => {
  it("an error is the empty state 'request failed', in zh and en", async () => {
    expect(renderToString(<RequestFailed />)).toContain('请求失败');
    await useLanguageForTest('en');
    expect(renderToString(<RequestFailed />)).toContain('Request failed');
  });

  it('starts loading in page mode, or in mobile-view mode when the app embeds it', () => {
    expect(renderToString(<PreviewScreen fileId="f1" mobileView={false} services={fakeServices(() => null)} />)).toContain('data-mode="page"');
    expect(renderToString(<PreviewScreen fileId="f1" mobileView services={fakeServices(() => null)} />)).toContain('data-mode="mobile"');
  });
});

describe('preview calls', () => {
  const info: FileInfo = { _id: 'f1', title: 'r.pdf', createdTime: '', file_path: '', extension: 'pdf', size: 1, once_id: 'o', from_id: null, remark: '', source: 'report' };

  it('asks for file info silently, with once=1 only when a one-time link is wanted', async () => {
    const services = fakeServices(() => info);
    await fetchFileInfo(services, 'f1');
    await fetchFileInfo(services, 'f1', true);
    expect(services.calls.map((c) => [c.url, c.options?.params, c.options?.silent])).toEqual([
      ['/api/system/file/info', { fileId: 'f1' }, true],
      ['/api/system/file/info', { fileId: 'f1', once: '1' }, true],
    ]);
    await expect(fetchFileInfo(fakeServices(() => null), 'f1')).rejects.toThrow();
  });

  it('pdf_preview comes from the menu list when there is one, else from the menu call (404: not held)', async () => {
    const none = fakeServices(() => null);
    expect(await holdsPdfPreview(none, [{ menuId: 'home' } as never])).toBe(false);
    expect(await holdsPdfPreview(none, [{ menuId: 'pdf_preview' } as never])).toBe(true);
    expect(none.calls).toEqual([]);
    const held = fakeServices(() => ({ menuId: 'pdf_preview' }));
    expect(await holdsPdfPreview(held, [])).toBe(true);
    expect(held.calls[0]).toMatchObject({ url: '/api/system/menu/info', options: { params: { menuId: 'pdf_preview' }, silent: true } });
    expect(await holdsPdfPreview(fakeServices(() => new Error('404')), [])).toBe(false);
  });

  it('the QR background comes from the tool-expansion call; a failure means none', async () => {
    const services = fakeServices(() => ({ qr_background_path: '/bg.png' }));
    expect(await qrBackgroundPath(services, 'Dream-ITS')).toBe('/bg.png');
    expect(services.calls[0]).toMatchObject({ url: '/api/base/insToolsExpansion/info', options: { params: { tools_type: 'Dream-ITS' } } });
    expect(await qrBackgroundPath(fakeServices(() => ({ qr_background_path: null })), 'x')).toBeNull();
    expect(await qrBackgroundPath(fakeServices(() => new Error('down')), 'x')).toBeNull();
  });

  it('the QR modal falls back to the plain code when there is no background or it cannot be drawn', async () => {
    const plain = await buildQrImages(fakeServices(() => null), 'https://x/t/1', undefined, 'id');
    expect(plain.code).toMatch(/^data:image\/png;base64,/);
    expect(plain.poster).toBeNull();
    const noBackground = fakeServices(() => ({ qr_background_path: null }));
    expect((await buildQrImages(noBackground, 'https://x/t/1', 'SPPA', 'id')).poster).toBeNull();
    expect(noBackground.calls).toHaveLength(1);
    // No DOM here, so the composition itself fails: the plain code is what is offered.
    const undrawable = await buildQrImages(fakeServices(() => ({ qr_background_path: '/bg.png' })), 'https://x/t/1', 'Dream-ITS', 'id');
    expect(undrawable).toEqual({ code: plain.code, poster: null });
  });
});
