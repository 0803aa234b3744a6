import { describe, expect, it, vi } from 'vitest';
import { editorImageUploadConfig, inertHtml, isRawFilePath, safeUrl, uploadedPath, uploadFailure } from './upload';

const RAW = '/api/system/file/raw/0b6f3c1e-8a4d-4c2b-9f1a-2d3e4f5a6b7c';

describe('upload answers', () => {
  it('reads the stored path from the upload envelope and from wangEditor’s shape', () => {
    expect(uploadedPath({ code: 200, success: true, data: { _id: 'x', file_path: RAW, title: 'a.png' } })).toBe(RAW);
    expect(uploadedPath({ errno: 0, data: { url: RAW, alt: 'a', href: '' } })).toBe(RAW);
    expect(uploadedPath({ data: '/f/y.png' })).toBe('/f/y.png');
    expect(uploadedPath(null)).toBeUndefined();
    expect(uploadedPath('text')).toBeUndefined();
  });

  it('finds no path in a failure answer, and reads its message', () => {
    const envelope = { code: 653, success: false, data: null, message: '文件内容与扩展名 .png 不符' };
    expect(uploadedPath(envelope)).toBeUndefined();
    expect(uploadFailure(envelope)).toBe('文件内容与扩展名 .png 不符');
    expect(uploadFailure({ errno: 1, message: 'Unsupported file type; allowed: jpeg, png, jpg' })).toBe('Unsupported file type; allowed: jpeg, png, jpg');
    expect(uploadFailure({ errno: 1 })).toBe('');
    expect(uploadFailure({ errno: 0, data: { url: RAW } })).toBeUndefined();
    expect(uploadFailure({ success: true, data: {} })).toBeUndefined();
    expect(uploadFailure(undefined)).toBeUndefined();
  });

  it('knows this server’s file paths', () => {
    expect(isRawFilePath(RAW)).toBe(true);
    expect(isRawFilePath('https://evil.test/api/system/file/raw/x')).toBe(false);
    expect(isRawFilePath(null)).toBe(false);
  });
});

describe('editorImageUploadConfig', () => {
  it('posts one jpeg or png to the editor upload call with the token header', () => {
    const onFailed = vi.fn();
    const config = editorImageUploadConfig({ headers: { token: 't0k' }, maxFileSizeMb: 2, onFailed });
    expect(config).toMatchObject({
      server: '/api/general/upload/wangeditor/File',
      fieldName: 'file',
      headers: { token: 't0k' },
      maxFileSize: 2 * 1024 * 1024,
      maxNumberOfFiles: 1,
      allowedFileTypes: ['image/png', 'image/jpeg'],
    });
    config.onFailed({}, { errno: 1, message: 'too big' });
    config.onError({}, new Error('x'), { code: 306, success: false, message: 'Not logged in' });
    config.onError({}, new Error('x'), undefined);
    expect(onFailed.mock.calls).toEqual([['too big'], ['Not logged in'], ['']]);
  });
});

describe('safeUrl and inertHtml', () => {
  it('refuses script-bearing URLs and foreign images', () => {
    expect(safeUrl('href', 'https://example.org', 'a')).toBe(true);
    expect(safeUrl('href', 'mailto:a@b.c', 'a')).toBe(true);
    expect(safeUrl('href', ' java\tscript:alert(1)', 'a')).toBe(false);
    expect(safeUrl('href', 'DATA:text/html,x', 'a')).toBe(false);
    expect(safeUrl('src', RAW, 'img')).toBe(true);
    expect(safeUrl('src', 'blob:http://localhost/1', 'img')).toBe(true);
    expect(safeUrl('src', 'https://evil.test/t.png', 'img')).toBe(false);
    expect(safeUrl('src', 'x', 'video')).toBe(false);
  });

  it('escapes everything when there is no DOMParser', () => {
    expect(inertHtml('<img src=x onerror=alert(1)>', undefined)).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});
