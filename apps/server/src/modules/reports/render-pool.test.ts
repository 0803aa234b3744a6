import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleReportModel } from './render';
import { RenderError, RenderPool } from './render-pool';

const dir = mkdtempSync(path.join(tmpdir(), 'render-pool-'));
const pools: RenderPool[] = [];
const pool = (options: ConstructorParameters<typeof RenderPool>[0] = {}) => {
  const p = new RenderPool(options);
  pools.push(p);
  return p;
};
afterAll(async () => {
  for (const p of pools) await p.close();
  rmSync(dir, { recursive: true, force: true });
});

function pdfText(pdf: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe('render thread pool', () => {
  it('renders PDF and HTML in worker threads, several at once, in the model’s language', async () => {
    const threads = pool({ size: 2 });
    const results = await Promise.all(['zh', 'en', 'zh', 'en'].map((locale) => threads.render(sampleReportModel(locale as 'zh' | 'en'))));
    expect(threads.completed).toBe(4);
    for (const [i, result] of results.entries()) {
      expect(result.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(result.html).toContain('<html');
      const text = pdfText(result.pdf);
      expect(text).toContain('林㛃𠮷');
      expect(text).toContain(i % 2 === 0 ? '总语言' : 'Total language');
    }
  });

  it('a bad model fails its own task only, and the pool goes on', async () => {
    const threads = pool({ size: 1 });
    const bad = { ...sampleReportModel('zh'), zones: [] };
    const [failed, fine] = await Promise.allSettled([threads.render(bad), threads.render(sampleReportModel('en'))]);
    expect(failed.status).toBe('rejected');
    expect((failed as PromiseRejectedResult).reason).toBeInstanceOf(RenderError);
    expect(fine.status).toBe('fulfilled');
  });

  it('a thread that overruns its time is replaced; a closed pool refuses work', async () => {
    const threads = pool({ size: 1, taskTimeoutMs: 1 });
    await expect(threads.render(sampleReportModel('zh'))).rejects.toThrow(/took over 1 ms/);
    await threads.close();
    await expect(threads.render(sampleReportModel('zh'))).rejects.toThrow(/closed/);
  });
});
