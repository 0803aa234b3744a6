// What the training browser tests share: finding a student on the portal's list page.
import type { Page } from 'playwright-core';
import { portalUrl } from './browser';

/** Opens the training students list, searches the child's name and answers the student's row. */
export async function findTrainingStudent(page: Page, studentId: string, name: string) {
  await page.goto(portalUrl() + '/module/training_students');
  const search = page.getByTestId('dynamic-form-training_student_search');
  await search.locator('[data-testid="form-item-name"] input').fill(name);
  await search.getByTestId('form-submit').click();
  const row = page.locator(`tr[data-row-key="${studentId}"]`);
  await row.waitFor({ timeout: 20_000 });
  return row;
}
