// The login page's initial JavaScript must stay under 350 KB gzip (issue figure; bench/README.md
// records the measured size). A size is deterministic for a build, so it is checked on every run:
// one stray import of the form or table engine into the first chunk doubles it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs benchmark module without type declarations
import { chunkGraph, initialFiles, initialJs } from '../bench/bundle-size.mjs';
// @ts-expect-error: a plain .mjs build plugin without type declarations
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';

const RECORDING_INTRO = {
  zh: '点击“开始录音”后，整个测评过程会录成一段完整录音；每个词请先点“录制”，孩子说完后按结果标记。',
  en: 'After “Start recording” the whole sitting is recorded as one full audio; for each word press “Record” first, then mark the result when the child has spoken.',
};
const REVIEW_HINT = { zh: '按住 Alt 点击标题可切换开发者模式', en: 'Alt-click the title to switch developer mode' };

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

  // V8 compiles every function of these files while they stream in, off the page's thread (bench/README.md,
  // the offline reopen's trace): the parent's first scripts and the questions page's, and no other file.
  it("marks the parent's first scripts and the questions page's code, and only those, for compiling on load", () => {
    const assets = new URL('../apps/tool/dist/assets/', import.meta.url);
    const hinted = readdirSync(assets)
      .filter((f) => f.endsWith('.js') && readFileSync(new URL(f, assets), 'utf8').startsWith(COMPILE_HINT))
      .sort();
    const parent = (initialFiles('tool', 'parent.html') as string[]).map((f) => f.replace('/assets/', ''));
    const questions = (chunkGraph('tool', 'QuestionsPage-') as { file: string }[]).map((c) => c.file);
    expect(parent.length).toBeGreaterThan(0);
    expect(hinted).toEqual([...new Set([...parent, ...questions])].sort());
  });

  // Speech texts load with their page's chunk (written out: what the pages show, not the source's keys) (packages/ui/src/i18n/lazy.ts): the first pages carry none of them.
  it("keeps the speech pages' texts out of the tool site's and the portal's first pages and in their own chunks", () => {
    const dist = (app: string, file: string) => readFileSync(new URL(`../apps/${app}/dist${file}`, import.meta.url), 'utf8');
    const firstPage = (app: string) => (initialFiles(app) as string[]).map((file) => dist(app, file)).join('\n');
    const words = [RECORDING_INTRO.zh, RECORDING_INTRO.en, REVIEW_HINT.zh, REVIEW_HINT.en];
    for (const app of ['tool', 'portal']) expect(words.filter((w) => firstPage(app).includes(w)), app).toEqual([]);
    // The page's own chunk (not its imports: compressing those is slow and proves nothing here).
    const chunk = (app: string, prefix: string) => dist(app, `/assets/${readdirSync(new URL(`../apps/${app}/dist/assets`, import.meta.url)).find((f) => f.startsWith(prefix) && f.endsWith('.js'))}`);
    expect(chunk('tool', 'SpeechRecordingPage-')).toContain(RECORDING_INTRO.en);
    expect(chunk('portal', 'SpeechReview-')).toContain(REVIEW_HINT.zh);
  });
});
