// axe-core in the page under test: the WCAG 2 A and AA rules, and what they find told as a person
// fixing it needs it (the rule, the element, its colours and contrast), so a failing run says what
// to change without a second run.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** What a check of one page found: one line per element breaking a serious or critical rule. */
export type Findings = string[];

interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  fontSize?: string;
  fontWeight?: string;
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe (tags wcag2a and wcag2aa) on what `page` shows now and answers the serious and critical
 * violations, each prefixed with `where`. Waits for animations to settle first: a fading dialog
 * measured mid-way would report colours no one sees.
 */
export async function axeCheck(page: Page, where: string): Promise<Findings> {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => setTimeout(r, 400))));
  // Evaluated through the DevTools protocol, which the sites' Content-Security-Policy (no inline
  // script) does not govern, as an injected <script> would be refused.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    }),
  );
  const found: Findings = [];
  for (const rule of results.violations) {
    if (!BLOCKING.has(rule.impact ?? '')) continue;
    for (const node of rule.nodes) {
      const contrast = [...node.any, ...node.all, ...node.none].map((c) => c.data as ContrastData | null).find((d) => d?.contrastRatio !== undefined);
      // The elements a check points at (e.g. the focusable child inside an aria-hidden row).
      const related = [...node.any, ...node.all, ...node.none].flatMap((c) => c.relatedNodes ?? []).map((r) => r.html.slice(0, 120));
      const figures = contrast
        ? ` — ${contrast.fgColor} on ${contrast.bgColor} is ${contrast.contrastRatio}:1, needs ${contrast.expectedContrastRatio} (${contrast.fontSize} ${contrast.fontWeight})`
        : ` — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}${related.length ? ` [related: ${related.join(' | ')}]` : ''}`;
      found.push(`[${where}] ${rule.id} (${rule.impact}) ${node.target.join(' ')} ${node.html.slice(0, 160)}${figures}`);
    }
  }
  return found;
}
