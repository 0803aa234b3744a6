// The training student page and its timeline dialog (issue 10 items 2–3; skip needs a confirmation
// and yypx_skip, editing times and inserting the operation flag): the administrator (holding
// yypx_skip and yypx_operation) finds a new student in the list, opens the timeline, sees the node
// dots and activity tags, skips the running activity after the confirmation and sees the next one
// running, and inserts an activity into the active node; a teacher (neither permission) sees the
// timeline without skip, time or insert actions. The students are new children enrolled over the
// API, so no other test's data changes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshots } from './answering';
import { launch, toolUrl } from './browser';
import { api, apiLogin, closeModal, openAs } from './session';
import { findTrainingStudent } from './training';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('training-students');

interface Activity {
  _id: string;
  activity_operations_id: string;
  activity_name: { zh: string };
  skipped: boolean;
}
interface Student {
  _id: string;
  run_activity: string | null;
  activity_timeline: Array<{ _id: string; active: boolean; end: boolean; children: Activity[] }>;
}

const stamp = Date.now() % 1_000_000;

/** A new child enrolled in `course` now (node 1 active, its first activity running). */
let enrolments = 0;
async function enrolled(token: string, course: 'demo-island' | 'demo-ment', name: string): Promise<Student> {
  enrolments += 1;
  const child = await api('/api/base/children/add', { token, body: { name, gender: 'male', birthday: '2021-05-06', children_code: `E2E-T${stamp}-${enrolments}` } });
  expect(child.body.code, child.body.message).toBe(200);
  const created = await api('/api/language/students/create', { token, body: { children_id: child.body.data!._id, course_key: course, order_code: `ORD-${stamp}`, other_remarks: 'e2e' } });
  expect(created.body.code, created.body.message).toBe(200);
  return created.body.data as unknown as Student;
}

async function info(token: string, id: string): Promise<Student> {
  const { body } = await api(`/api/language/students/info?_id=${id}`, { method: 'GET', token });
  expect(body.code, body.message).toBe(200);
  return body.data as unknown as Student;
}


describe('training student list and timeline', () => {
  it('the administrator sees the student, its node dots and tags, skips the running activity after confirming, and inserts an activity', async () => {
    const token = await apiLogin('admin', 'Admin@12345');
    const name = `训练甲${stamp}`;
    const student = await enrolled(token, 'demo-island', name);
    const [first, second] = student.activity_timeline[0]!.children;
    expect(student.run_activity).toBe(first!._id);

    // Opening the portal logs in again: its token is the one that stays valid.
    const { page, token: live, close } = await openAs(browser, 'admin', 'Admin@12345');
    const row = await findTrainingStudent(page, student._id, name);
    // The row: course name, used/total days, a green stay-days tag, the order code.
    await expect.poll(() => row.innerText()).toContain('演示：语言小岛（三周）');
    expect(await row.innerText()).toContain('0/21');
    expect(await row.innerText()).toContain(`ORD-${stamp}`);
    expect(await row.locator('[data-testid^="cell-stay-days-"]').getAttribute('data-level')).toBe('green');
    // The operation flag's action shows to the administrator.
    expect(await row.getByTestId('table-row-action-training_students_total_time').count()).toBe(1);
    await shot(page, '1-list');

    await row.getByTestId('table-row-action-training_students_timeline').click();
    const dialog = page.getByTestId('training-timeline');
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId('training-total-days').innerText()).toContain('21');
    const dots = await dialog.locator('[data-testid="training-node"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-dot')));
    expect(dots).toEqual(['active', 'pending', 'pending']);
    const running = dialog.locator(`[data-testid="training-activity"][data-activity-id="${first!._id}"]`);
    expect(await running.getAttribute('data-tag')).toBe('running');
    expect(await running.getByTestId('training-activity-tag').innerText()).toBe('进行中');
    expect(await dialog.locator('[data-testid="training-activity"][data-tag="awaitingFeedback"]').count()).toBeGreaterThan(0);
    // The timeline scrolls within 600 px.
    const box = await dialog.getByTestId('training-timeline-scroll').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(600);
    await shot(page, '2-timeline');

    // Skip: only the running activity offers it; the confirmation says the spec's words.
    expect(await dialog.getByTestId('training-activity-skip').count()).toBe(1);
    await running.getByTestId('training-activity-skip').click();
    await page.locator('.ant-modal-confirm-title', { hasText: '确认跳过此活动？' }).waitFor();
    await shot(page, '3-skip-confirm');
    await page.getByTestId('training-skip-ok').click();
    const next = dialog.locator(`[data-testid="training-activity"][data-activity-id="${second!._id}"]`);
    await expect.poll(() => next.getAttribute('data-tag'), { timeout: 20_000 }).toBe('running');
    await running.getByTestId('training-activity-skipped').waitFor();
    const afterSkip = await info(live, student._id);
    expect(afterSkip.run_activity).toBe(second!._id);
    expect(afterSkip.activity_timeline[0]!.children[0]!.skipped).toBe(true);

    // Insert an activity of the catalogue into the active node (operation flag).
    const later = student.activity_timeline[2]!.children.find((a) => !student.activity_timeline[0]!.children.some((b) => b.activity_operations_id === a.activity_operations_id))!;
    await dialog.getByTestId('training-node-insert').first().click();
    await page.getByTestId('training-insert-select').click();
    await page.keyboard.type(later.activity_name.zh);
    await page.locator('.ant-select-item-option', { hasText: later.activity_name.zh }).first().click();
    await page.getByTestId('training-insert-ok').click();
    await expect.poll(async () => (await info(live, student._id)).activity_timeline[0]!.children.map((a) => a.activity_operations_id), { timeout: 20_000 }).toContain(later.activity_operations_id);
    await expect.poll(() => dialog.locator('[data-testid="training-node"]').first().locator('[data-testid="training-activity"]').count()).toBe(4);
    await shot(page, '4-inserted');
    await close();
  });

  it('the list behind the timeline shows the student’s new state as soon as the dialog changes it', async () => {
    const token = await apiLogin('admin', 'Admin@12345');
    const name = `训练丁${stamp}`;
    const student = await enrolled(token, 'demo-island', name);
    const { page, close } = await openAs(browser, 'admin', 'Admin@12345');
    const row = await findTrainingStudent(page, student._id, name);
    await expect.poll(() => row.innerText()).toContain('0/21');
    await row.getByTestId('table-row-action-training_students_timeline').click();
    const dialog = page.getByTestId('training-timeline');
    await dialog.waitFor({ timeout: 20_000 });

    // The last node lasts 10 days instead of 7: the course is 24 days, in the dialog and in the row under it.
    await dialog.getByTestId('training-node-edit-times').last().click();
    const duration = page.getByTestId('training-node-duration');
    await duration.fill('10');
    await page.getByTestId('training-node-time-ok').click();
    await expect.poll(() => dialog.getByTestId('training-total-days').innerText(), { timeout: 20_000 }).toContain('24');
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain('0/24');
    expect(await dialog.isVisible()).toBe(true);
    await shot(page, '7-list-refreshed-behind-timeline');

    // Inserting an activity refreshes the list again (its rows are read anew).
    const later = student.activity_timeline[2]!.children.find((a) => !student.activity_timeline[0]!.children.some((b) => b.activity_operations_id === a.activity_operations_id))!;
    await dialog.getByTestId('training-node-insert').first().click();
    await page.getByTestId('training-insert-select').click();
    await page.keyboard.type(later.activity_name.zh);
    await page.locator('.ant-select-item-option', { hasText: later.activity_name.zh }).first().click();
    const listRead = page.waitForResponse((r) => r.url().includes('/api/language/students/list') && r.request().method() === 'GET', { timeout: 20_000 });
    await page.getByTestId('training-insert-ok').click();
    expect((await listRead).status()).toBe(200);
    // Closed, the row still shows what the server holds, without reloading the page.
    await closeModal(page, '.ant-modal-root');
    expect(await row.innerText()).toContain('0/24');
    await close();
  });

  it('a teacher sees the timeline without skip, node-time or insert actions', async () => {
    const token = await apiLogin('admin', 'Admin@12345');
    const name = `训练乙${stamp}`;
    const student = await enrolled(token, 'demo-ment', name);
    expect(student.run_activity).not.toBeNull();

    const { page, close } = await openAs(browser, 'teacher', 'Teacher@12345');
    const row = await findTrainingStudent(page, student._id, name);
    expect(await row.getByTestId('table-row-action-training_students_total_time').count()).toBe(0);
    await row.getByTestId('table-row-action-training_students_timeline').click();
    const dialog = page.getByTestId('training-timeline');
    await dialog.waitFor({ timeout: 20_000 });
    const running = dialog.locator(`[data-testid="training-activity"][data-activity-id="${student.run_activity}"]`);
    expect(await running.getAttribute('data-tag')).toBe('running');
    expect(await dialog.getByTestId('training-activity-skip').count()).toBe(0);
    expect(await dialog.getByTestId('training-node-edit-times').count()).toBe(0);
    expect(await dialog.getByTestId('training-node-insert').count()).toBe(0);
    await shot(page, '5-teacher-timeline');
    await close();
  });

  it('the parent link shows the tool-site URL as a QR code and renews after a confirmation', async () => {
    const token = await apiLogin('admin', 'Admin@12345');
    const name = `训练丙${stamp}`;
    const student = await enrolled(token, 'demo-island', name);
    const { page, close } = await openAs(browser, 'admin', 'Admin@12345');
    const row = await findTrainingStudent(page, student._id, name);
    await row.getByTestId('table-row-action-training_students_parent_link').click();
    const link = page.getByTestId('training-link');
    await link.waitFor({ timeout: 20_000 });
    const first = await link.getAttribute('data-href');
    expect(first!.startsWith(`${toolUrl()}/training/token/`), first!).toBe(true);
    await link.getByTestId('qr-modal-image').waitFor();
    await shot(page, '6-parent-link');
    await link.getByTestId('training-link-renew').click();
    await page.getByTestId('training-link-renew-ok').click();
    await expect.poll(() => link.getAttribute('data-href'), { timeout: 20_000 }).not.toBe(first);
    await closeModal(page, '.ant-modal-root');
    await close();
  });
});
