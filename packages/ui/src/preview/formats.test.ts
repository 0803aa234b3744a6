import { describe, expect, it } from 'vitest';
import { downloadName, extensionOf, modalKind, onceLink, pdfPageWidth, pdfZoom, screenKind } from './formats';
import { fitText, posterLayout } from './qrPoster';

describe('which viewer a file gets', () => {
  it('the modal plays mp4/mpg4, shows png/jpg/jpeg, and knows nothing else', () => {
    expect(['mp4', 'mpg4'].map(modalKind)).toEqual(['video', 'video']);
    expect(['png', 'jpg', 'jpeg'].map(modalKind)).toEqual(['image', 'image', 'image']);
    expect(['gif', 'pdf', 'mov', 'zip', ''].map(modalKind)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
  });

  it('the screen shows PDF and HTML, nothing else', () => {
    expect(['pdf', 'html', 'htm', 'png'].map(screenKind)).toEqual(['pdf', 'html', 'html', 'unknown']);
  });

  it('reads the extension in lower case, from the title when the file has none', () => {
    expect(extensionOf({ title: 'a', extension: 'MP4' })).toBe('mp4');
    expect(extensionOf({ title: 'a', extension: '.JPG' })).toBe('jpg');
    expect(extensionOf({ title: '评估.报告.PDF', extension: null })).toBe('pdf');
    expect(extensionOf({ title: '.hidden' })).toBe('');
    expect(extensionOf({ title: 'noext' })).toBe('');
  });
});

describe('PDF page size', () => {
  it('is 891 px wide, zoomed to 0.8 when the body is narrower than 1200 px', () => {
    expect(pdfZoom(1200)).toBe(1);
    expect(pdfZoom(1199)).toBe(0.8);
    expect(pdfPageWidth(1366, 1300)).toBe(891);
    expect(pdfPageWidth(1024, 1000)).toBe(712);
  });

  it('scales down to the room there is on a phone', () => {
    expect(pdfPageWidth(390, 358)).toBe(358);
    expect(pdfPageWidth(1366, 600)).toBe(600);
  });
});

describe('names and links', () => {
  it('downloads under the title, adding the extension only when missing', () => {
    expect(downloadName('示例评估报告.pdf', 'pdf')).toBe('示例评估报告.pdf');
    expect(downloadName('Report v2', 'pdf')).toBe('Report v2.pdf');
    expect(downloadName('a/b:c.PDF', 'pdf')).toBe('a_b_c.PDF');
    expect(downloadName('  ', 'html')).toBe('file.html');
  });

  it('a one-time link is absolute and carries no token', () => {
    expect(onceLink('https://tool.example.cn', 'abc_DEF-1')).toBe('https://tool.example.cn/resource/once/abc_DEF-1');
  });
});

describe('QR poster layout', () => {
  it('puts the 260 px code at x=75, y=1395 and the id text at y=1710 on a 1080 px background', () => {
    expect(posterLayout(1080)).toMatchObject({ codeX: 75, codeY: 1395, codeSize: 260, textY: 1710, textX: 205 });
  });

  it('scales every coordinate with a background of another width', () => {
    const half = posterLayout(540);
    expect([half.codeX, half.codeY, half.codeSize, half.textY]).toEqual([37.5, 697.5, 130, 855]);
  });

  it('cuts a long id text with an ellipsis to fit', () => {
    const measure = (s: string) => [...s].length * 10;
    expect(fitText('short', 100, measure)).toBe('short');
    expect(fitText('a-very-long-identifier', 100, measure)).toBe('a-very-lo…');
  });
});
