// The login page's initial JavaScript must stay under 350 KB gzip (issue figure; bench/README.md
// records the measured size). A size is deterministic for a build, so it is checked on every run:
// one stray import of the form or table engine into the first chunk doubles it.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs benchmark module without type declarations
import { chunkGraph, initialJs } from '../bench/bundle-size.mjs';

describe('bundle budget', () => {
  it('keeps the portal login page under 350 KB of gzip JavaScript', () => {
    const { gzip } = initialJs('portal') as { gzip: number };
    expect(gzip / 1024).toBeLessThan(350);
  });

  it('keeps the parent phone page (parent.html) under 100 KB of brotli JavaScript, offline worker registration included', () => {
    const { brotli, files } = initialJs('tool', 'parent.html') as { brotli: number; files: unknown[] };
    expect(files.length).toBeGreaterThan(0);
    expect(brotli / 1024).toBeLessThan(100);
  });

  // The bank comes checked by the server: re-checking it with zod on the phone cost a reopened link
  // a third of a second under a 4× slower CPU, and loading zod another 27 KB.
  it("keeps zod out of the parent's questions page and its code under 110 KB of brotli JavaScript", () => {
    const chunks = chunkGraph('tool', 'QuestionsPage-') as { file: string; text: string; brotli: number }[];
    expect(chunks.filter((c) => c.text.includes('$ZodType')).map((c) => c.file)).toEqual([]);
    expect(chunks.reduce((sum, c) => sum + c.brotli, 0) / 1024).toBeLessThan(110);
  });
});
