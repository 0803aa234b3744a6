import { describe, expect, it } from 'vitest';
import { fileExtension, UPLOAD_EXTENSIONS, uploadAccept, validateUpload, type UploadKind } from './uploads';

describe('fileExtension', () => {
  it.each([
    ['photo.jpg', 'jpg'],
    ['PHOTO.JPEG', 'jpeg'],
    ['a/b.c/photo.png', 'png'],
    ['a\\b\\photo.png', 'png'],
    ['https://x.test/files/a.png?v=2#top', 'png'],
    ['https://x.test/files/a?name=b.png', ''],
    ['archive.tar.zip', 'zip'],
    ['noext', ''],
    ['.hidden', ''],
    ['folder.d/noext', ''],
    ['trailing.', ''],
    ['照片.JPG', 'jpg'],
    ['', ''],
  ])('%s → %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('uploadAccept', () => {
  it('lists the accepted extensions for the picker', () => {
    expect(uploadAccept('image')).toBe('.jpeg,.png,.jpg');
    expect(uploadAccept('file')).toBe('.jpeg,.png,.jpg,.mp4,.zip,.json');
  });

  it('lets file uploads take everything image uploads take', () => {
    for (const ext of UPLOAD_EXTENSIONS.image) expect(UPLOAD_EXTENSIONS.file).toContain(ext);
  });
});

describe('validateUpload', () => {
  it.each<[string, unknown, UploadKind, string | null]>([
    ['nothing', undefined, 'image', null],
    ['an empty list', [], 'image', null],
    ['a jpg path', '/files/a.jpg', 'image', null],
    ['a JPEG name in capitals', { name: 'SCAN.JPEG' }, 'image', null],
    ['a png upload entry', [{ name: 'a.png', url: 'blob:x' }], 'image', null],
    ['an entry with only a url', [{ url: 'https://x.test/a.png?sig=1' }], 'image', null],
    ['a gif image', { name: 'a.gif' }, 'image', 'uploadType'],
    ['an mp4 as an image', { name: 'a.mp4' }, 'image', 'uploadType'],
    ['a pdf as an image', 'report.pdf', 'image', 'uploadType'],
    ['an mp4 file', { name: 'a.mp4' }, 'file', null],
    ['a zip file', 'a.zip', 'file', null],
    ['a json file', { name: 'config.JSON' }, 'file', null],
    ['a jpg file', { name: 'a.jpg' }, 'file', null],
    ['a pdf file', { name: 'a.pdf' }, 'file', 'uploadType'],
    ['a file without extension', { name: 'README' }, 'file', 'uploadType'],
    ['an entry without a name or url', [{ uid: '1' }], 'image', 'uploadType'],
    ['a number', 5, 'image', 'uploadType'],
    ['two files', [{ name: 'a.jpg' }, { name: 'b.jpg' }], 'image', 'uploadSingle'],
    ['two valid files of a file upload', ['a.zip', 'b.zip'], 'file', 'uploadSingle'],
  ])('%s (%s upload) → %s', (_name, value, kind, expected) => {
    expect(validateUpload(value, kind)?.key ?? null).toBe(expected);
  });

  it('names the accepted formats', () => {
    expect(validateUpload('a.gif', 'image')).toEqual({
      key: 'uploadType',
      zh: '仅支持以下格式：jpeg, png, jpg',
      en: 'Only these formats are accepted: jpeg, png, jpg',
    });
  });
});
