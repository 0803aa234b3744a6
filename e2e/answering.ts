// What a person does on a test page of the tool site, shared by the clinician and parent flows:
// tapping answer controls, answering a page's parts, waiting for the sync indicator, screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, apiLogin } from './session';

/** Taps a control; a widget whose input is drawn under its card gets the click dispatched. */
export async function tap(target: Locator): Promise<void> {
  try {
    await target.click({ timeout: 2000 });
  } catch {
    await target.dispatchEvent('click');
  }
}

/** Whether a question part holds an answer (a chosen radio or a ticked box). */
export const answered = (part: Locator) => part.locator('input:checked').count().then((n) => n > 0);

/** 'Yes', then the first receptive mark of a composite question, the first item of a multi-select, any choice. */
export const YES_FIRST = ['[data-testid="choice-1"]', '[data-testid$="-receptive"]', '[data-testid^="item-"]', '[data-testid^="choice-"]'];

/** The first choice, the first receptive mark, the first item. */
export const FIRST_CHOICE = ['[data-testid^="choice-"]', '[data-testid$="-receptive"]', '[data-testid^="item-"]'];

export interface AnswerOptions {
  /** Where to tap in each part, the first that exists (default YES_FIRST). */
  selectors?: readonly string[];
  /** Answer at most this many parts. */
  limit?: number;
  /** Leave this part unanswered. */
  skip?: string | null;
  /** Answer 'no' to a conditional choice, so it has no sub-options to fill. */
  conditionsNo?: boolean;
}

/** Answers the unanswered parts on the page in order and waits until each shows its answer; returns their keys. */
export async function answerParts(page: Page, { selectors = YES_FIRST, limit = Infinity, skip = null, conditionsNo = false }: AnswerOptions = {}): Promise<string[]> {
  const keys: string[] = [];
  for (const part of await page.locator('[data-testid^="question-part-"]').all()) {
    if (keys.length >= limit) break;
    const key = (await part.getAttribute('data-testid'))!.replace('question-part-', '');
    if (key === skip || (await answered(part))) continue;
    const kind = conditionsNo ? await page.getByTestId(`question-${key.replace(/_Expressive$/, '')}`).getAttribute('data-kind') : null;
    for (const selector of kind === 'conditions' ? ['[data-testid="choice-0"]'] : selectors) {
      const first = part.locator(selector).first();
      if ((await first.count()) > 0) {
        await tap(first);
        break;
      }
    }
    await expect.poll(() => answered(part), { timeout: 5000 }).toBe(true);
    keys.push(key);
  }
  return keys;
}

/** Every change acknowledged: the indicator says saved. */
export async function synced(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('sync-state').getAttribute('data-sync'), { timeout: 20_000 }).toBe('saved');
}

/** Screenshots of one test file under test-results/{folder}, to look at after the run. */
export function screenshots(folder: string): (page: Page, name: string) => Promise<void> {
  const dir = join(new URL('..', import.meta.url).pathname, 'test-results', folder);
  mkdirSync(dir, { recursive: true });
  return async (page, name) => void (await page.screenshot({ path: join(dir, `${name}.png`) }));
}

/** The demo clinician's API session: its token and a GET with a query. */
export async function clinician(): Promise<{ token: string; get: (path: string, query: Record<string, string>) => ReturnType<typeof api> }> {
  const token = await apiLogin('doctor', 'Doctor@12345');
  return { token, get: (path, query) => api(`${path}?${new URLSearchParams(query)}`, { method: 'GET', token }) };
}
