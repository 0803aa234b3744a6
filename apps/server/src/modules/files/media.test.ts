/**
 * Recognition by content on real phone-style recordings (fixtures/media, made once by the
 * installed ffmpeg, a few KB each): what each file is, whatever it is called, and the refusals.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEDIA_SNIFF_BYTES, sniffMedia } from '@portal/shared';
import { sniffMediaFile } from './media';
import { makeMp4 } from './video-test-support';

const FIXTURES = path.join(import.meta.dirname, 'fixtures/media');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const dir = mkdtempSync(path.join(tmpdir(), 'portal-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const onDisk = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
};

describe('sniffMedia and sniffMediaFile', () => {
  it.each([
    ['iphone.mov', 'video', 'mov', 'video/quicktime', 'mov'],
    ['web.mp4', 'video', 'mp4', 'video/mp4', 'mp4'],
    ['voice.m4a', 'audio', 'mp4', 'audio/mp4', 'm4a'],
    ['android-vp8.webm', 'video', 'webm', 'video/webm', 'webm'],
    ['android-vp9.webm', 'video', 'webm', 'video/webm', 'webm'],
    ['voice-opus.webm', 'audio', 'webm', 'audio/webm', 'weba'],
    ['voice.ogg', 'audio', 'ogg', 'audio/ogg', 'ogg'],
    ['voice-vorbis.ogg', 'audio', 'ogg', 'audio/ogg', 'ogg'],
    ['voice.mp3', 'audio', 'mp3', 'audio/mpeg', 'mp3'],
    ['voice.wav', 'audio', 'wav', 'audio/wav', 'wav'],
  ])('%s is %s (%s, %s, stored as .%s), from its bytes and from the file under any name', async (name, kind, container, mime, extension) => {
    const expected = { kind, container, mime, extension };
    expect(sniffMedia(fixture(name))).toEqual(expected);
    expect(await sniffMediaFile(onDisk(`renamed-${name}.txt`, fixture(name)))).toEqual(expected);
  });

  it('refuses a renamed text file, a cut-off movie and an empty file', async () => {
    expect(sniffMedia(fixture('notes-renamed.mov'))).toBeNull();
    expect(await sniffMediaFile(path.join(FIXTURES, 'notes-renamed.mov'))).toBeNull();
    expect(await sniffMediaFile(path.join(FIXTURES, 'truncated.mov'))).toBeNull();
    const mov = fixture('iphone.mov');
    expect(await sniffMediaFile(onDisk('half.mov', mov.subarray(0, mov.length >> 1)))).toBeNull();
    expect(await sniffMediaFile(onDisk('empty.mov', Buffer.alloc(0)))).toBeNull();
    // An ADTS AAC stream starts with the same sync bits as an MP3 frame but is not one.
    expect(sniffMedia(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]))).toBeNull();
  });

  it('reads an old QuickTime movie without a file-type box, and a movie box far beyond the first bytes', async () => {
    const mov = Buffer.from(fixture('iphone.mov'));
    // The same movie with its 'ftyp' box turned into free space: offsets stay, the brand is gone.
    const noFtyp = Buffer.from(mov);
    noFtyp.write('free', 4, 'latin1');
    expect(await sniffMediaFile(onDisk('old.mov', noFtyp))).toMatchObject({ kind: 'video', container: 'mov', extension: 'mov' });
    // The iPhone writes the movie box last: push it past the first 64 KB with free space before it.
    const moovAt = mov.indexOf('moov', 0, 'latin1') - 4;
    const gap = Buffer.alloc(MEDIA_SNIFF_BYTES + 1000);
    gap.writeUInt32BE(gap.length, 0);
    gap.write('free', 4, 'latin1');
    const far = Buffer.concat([mov.subarray(0, moovAt), gap, mov.subarray(moovAt)]);
    expect(await sniffMediaFile(onDisk('far.mov', far))).toMatchObject({ kind: 'video', container: 'mov' });
  });

  it('names an mp4 with sound only audio by its tracks, not its brand', async () => {
    const bytes = await makeMp4(dir, 'audioOnly');
    expect(bytes.toString('latin1', 8, 12)).toBe('isom');
    expect(await sniffMediaFile(onDisk('sound.mp4', bytes))).toEqual({ kind: 'audio', container: 'mp4', mime: 'audio/mp4', extension: 'm4a' });
  });
});
