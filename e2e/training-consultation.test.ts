// Video appointments and specialist slots in the portal (issue 10 item 7). The data is made here
// through the calls, not taken from the demo: a child enrolled in the demonstration course, three
// slots of a specialist, and the parent's own request for a consultation (through the parent link)
// that books one of them and carries a practice video. Then staff block and unblock an open slot,
// find the booked one locked, add a slot through the form, and mark the appointment handled after
// the confirmation; what is stored is read back over the API (and in SQL when the run has a URL).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshots } from './answering';
import { databaseUrl, launch, portalUrl } from './browser';
import { accountLanguageForTest, api, apiLogin, openAs } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('training-consultation');
const ADMIN = ['admin', 'Admin@12345'] as const;
const ZONE_OFFSET_MS = 8 * 3600_000; // the institution's day: Asia/Shanghai, the default

interface Slot {
  date_id: string;
  date_time: string;
  date_string: string;
  has_appointed: boolean;
  blocked: boolean;
  children_name: string | null;
}

interface Appointment {
  _id: string;
  status: number;
  students_id: string;
  children_name: string;
  appointment_message: string;
  handledAt: string | null;
  handled_by_name: string | null;
}

const get = (path: string, token: string, query: Record<string, string>) => api(`${path}?${new URLSearchParams(query)}`, { method: 'GET', token });

/** A Shanghai wall time `days` ahead at hh:mm as an instant (odd minutes: no demo slot sits there). */
function shanghai(days: number, hh: number, mm: number): string {
  const day = new Date(Date.now() + ZONE_OFFSET_MS + days * 86_400_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hh, mm) - ZONE_OFFSET_MS).toISOString();
}

async function parentCall(path: string, token: string, init: { body?: unknown; form?: FormData }) {
  const res = await fetch(portalUrl() + path, {
    method: 'POST',
    headers: { temtoken: token, 'accept-language': 'zh-CN', ...(init.form ? {} : { 'content-type': 'application/json' }) },
    body: init.form ?? JSON.stringify(init.body),
  });
  return (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
}

/**
 * Days ahead of a try's slots. Each try has days of its own: a slot already there is not added
 * again, so a retried test adding the same times would get none.
 */
let slotDays = 45;

/** A new child in the demonstration Island course, three future slots, and a parent's request booking the second. */
async function consultationData(token: string) {
  const days = slotDays;
  slotDays += 2;
  const name = `预约${Date.now() % 100000}`;
  const child = await api('/api/base/children/add', { token, body: { name, gender: 'female', birthday: '2022-03-04', children_code: `E2E-C${Date.now()}` } });
  expect(child.body.code, child.body.message).toBe(200);
  const student = await api('/api/language/students/create', { token, body: { children_id: child.body.data!._id, course_key: 'demo-island' } });
  expect(student.body.code, student.body.message).toBe(200);
  const studentId = String(student.body.data!._id);

  const specialists = await get('/api/language/specialists', token, {});
  expect(specialists.body.code, specialists.body.message).toBe(200);
  const options = specialists.body.data as unknown as Array<{ _id: string; name: string }>;
  const specialist = options.find((s) => options.filter((o) => o.name === s.name).length === 1)!;
  expect(specialist, 'a specialist with a unique name').toBeDefined();

  const added = await api('/api/language/specialist_inquires/add', { token, body: { specialist: specialist._id, date_times: [shanghai(days, 6, 7), shanghai(days, 6, 13), shanghai(days, 6, 19)] } });
  expect(added.body.code, added.body.message).toBe(200);
  const slots = ((added.body.data as unknown as { slots: Slot[] }).slots ?? []).sort((a, b) => a.date_time.localeCompare(b.date_time));
  expect(slots).toHaveLength(3);

  const link = await api('/api/language/students/link', { token, body: { students_id: studentId } });
  expect(link.body.code, link.body.message).toBe(200);
  const parentToken = String(link.body.data!.token);
  const form = new FormData();
  form.append('file', new Blob([readFileSync(new URL('../content/media/demo-uploads/parent-clip.mp4', import.meta.url))], { type: 'video/mp4' }), 'practice.mp4');
  const upload = await parentCall('/api/language/parent/upload', parentToken, { form });
  expect(upload.code, upload.message).toBe(200);
  const request = await parentCall('/api/language/parent/video_appointment', parentToken, {
    body: { request_id: randomUUID(), appointment_message: FIRST_MESSAGE, video_file_id: upload.data.file_id, slot_id: slots[1]!.date_id },
  });
  expect(request.code, request.message).toBe(200);
  return { name, studentId, specialist, slots, parentToken, days };
}

async function slotOf(token: string, specialist: string, dateId: string): Promise<Slot> {
  const { body } = await get('/api/language/specialist_inquires', token, { specialist });
  expect(body.code, body.message).toBe(200);
  return (body.data as unknown as Slot[]).find((s) => s.date_id === dateId)!;
}

const FIRST_MESSAGE = '孩子最近不愿意开口，想请老师看看练习视频。';

/** The student's first request (the one with the video and the booked second slot). */
async function firstAppointmentOf(token: string, studentId: string): Promise<Appointment> {
  const { body } = await get('/api/language/video_appointments', token, { students_id: studentId });
  expect(body.code, body.message).toBe(200);
  return (body.data as unknown as Appointment[]).find((a) => a.appointment_message === FIRST_MESSAGE)!;
}

async function chooseSpecialist(page: Page, name: string) {
  await page.getByTestId('slots-specialist').click();
  await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: name }).first().click();
  await page.getByTestId('slots-table').waitFor();
}

describe('video appointments and specialist slots', () => {
  it('blocks and unblocks an open slot, keeps a booked one locked, adds a slot, and marks an appointment handled', async () => {
    const data = await consultationData(await apiLogin(...ADMIN));
    const [open, booked, late] = data.slots as [Slot, Slot, Slot];
    // The portal's login ends the earlier session of the account: its token is the one to use now.
    const { page, token, close } = await openAs(browser, ...ADMIN, { lang: 'zh' });
    try {
      await page.goto(`${portalUrl()}/module/training_slots`);
      await page.getByTestId('specialist-slots-page').waitFor();
      await chooseSpecialist(page, data.specialist.name);

      // The booked slot: its state names the child, its switch is disabled with the reason.
      await expect.poll(() => page.getByTestId(`slot-state-${booked.date_id}`).textContent()).toBe(`已预约：${data.name}`);
      expect(await page.getByTestId(`slot-switch-${booked.date_id}`).isDisabled()).toBe(true);
      await page.getByTestId(`slot-locked-${booked.date_id}`).hover();
      const reason = page.locator('.ant-tooltip', { hasText: '已被预约的时段不能更改' });
      await reason.waitFor();
      // The pointer leaves, as a person's would: the reason above the booked slot covers the open
      // slot's switch, the row above, for as long as the pointer stays on the lock.
      await page.mouse.move(0, 0);
      await reason.waitFor({ state: 'hidden' });

      // Block, then unblock, the open slot: the stored slot follows each time.
      expect(await page.getByTestId(`slot-state-${open.date_id}`).getAttribute('data-state')).toBe('open');
      await page.getByTestId(`slot-switch-${open.date_id}`).click();
      await page.locator('.ant-message', { hasText: '时段已屏蔽' }).waitFor();
      expect(await page.getByTestId(`slot-state-${open.date_id}`).textContent()).toBe('已屏蔽');
      expect((await slotOf(token, data.specialist._id, open.date_id)).blocked).toBe(true);
      await page.mouse.move(0, 0);
      await shot(page, 'slots-blocked');
      await page.getByTestId(`slot-switch-${open.date_id}`).click();
      await page.locator('.ant-message', { hasText: '时段已开放' }).waitFor();
      await expect.poll(() => page.getByTestId(`slot-state-${open.date_id}`).getAttribute('data-state')).toBe('open');
      expect((await slotOf(token, data.specialist._id, open.date_id)).blocked).toBe(false);

      // The server still refuses a booked slot, whatever a page sends.
      const refused = await api('/api/language/switch_inquiry_disable', { method: 'PUT', token, body: { specialist: data.specialist._id, appointment_id: booked.date_id, appointment_date: booked.date_string, blocked: true } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/预约/);
      expect((await slotOf(token, data.specialist._id, booked.date_id)).blocked).toBe(false);

      // A stale page: the parent books the third slot while its switch still shows open. The click
      // is refused with the server's message, and the table reloads to show the booking.
      const second = await parentCall('/api/language/parent/video_appointment', data.parentToken, { body: { request_id: randomUUID(), appointment_message: '第二次预约', slot_id: late.date_id } });
      expect(second.code, second.message).toBe(200);
      await page.getByTestId(`slot-switch-${late.date_id}`).click();
      await page.locator('.ant-message', { hasText: String(refused.body.message) }).waitFor();
      await expect.poll(() => page.getByTestId(`slot-state-${late.date_id}`).getAttribute('data-state')).toBe('booked');
      expect(await page.getByTestId(`slot-switch-${late.date_id}`).isDisabled()).toBe(true);
      expect((await slotOf(token, data.specialist._id, late.date_id)).blocked).toBe(false);

      // Add a slot through the form: a date and a time of the institution's day.
      const dayText = new Date(Date.parse(shanghai(data.days + 1, 9, 0)) + ZONE_OFFSET_MS).toISOString().slice(0, 10);
      await page.getByTestId('slots-add').click();
      const dateInput = page.locator('[data-testid="slots-add-modal"] .ant-picker input');
      await dateInput.click();
      await dateInput.fill(dayText);
      await dateInput.press('Enter');
      // The times list is virtual (only the first few options exist): type to find the last one.
      await page.locator('[data-testid="slots-add-modal"] [data-testid="slots-add-times"]').click();
      await page.keyboard.type('21:30');
      await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: '21:30' }).click();
      await page.locator('[data-testid="slots-add-modal"] .ant-modal-title').click();
      await shot(page, 'slots-add');
      await page.getByTestId('slots-add-ok').click();
      await page.locator('.ant-message', { hasText: '已添加 1 个时段' }).waitFor();
      const listed = await get('/api/language/specialist_inquires', token, { specialist: data.specialist._id });
      expect((listed.body.data as unknown as Slot[]).some((s) => s.date_string === `${dayText} 21:30` && !s.blocked && !s.has_appointed)).toBe(true);
      await page.locator('[data-testid="slots-table"] td', { hasText: '21:30' }).first().waitFor();
      await page.locator('[data-testid="slots-add-modal"] .ant-modal-wrap').waitFor({ state: 'hidden' });
      await page.waitForTimeout(3500); // the toasts fade, for a readable screenshot
      await shot(page, 'slots-page');

      // The institution's appointments, from the page header: the parent's request is pending.
      await page.getByTestId('slots-appointments').click();
      const modal = page.locator('.ant-modal', { has: page.getByTestId('video-appointments-table') });
      await modal.waitFor();
      const appointment = await firstAppointmentOf(token, data.studentId);
      expect(appointment).toMatchObject({ status: 0, children_name: data.name, handledAt: null });
      const status = page.getByTestId(`appointment-status-${appointment._id}`);
      expect(await status.textContent()).toBe('待处理');
      const row = page.locator(`tr[data-row-key="${appointment._id}"]`);
      expect(await row.textContent()).toContain(data.name);
      expect(await row.textContent()).toContain(booked.date_string);

      // The parent's video plays through the transcode viewer in the expanded row.
      await row.locator('.ant-table-row-expand-icon').click();
      const viewer = page.getByTestId(`appointment-detail-${appointment._id}`).getByTestId('video-transcode');
      await viewer.first().waitFor();
      await shot(page, 'appointments-modal');
      // The server transcodes the upload (pg-boss job, ffmpeg); the viewer asks every 3 s, then plays the copy.
      await expect.poll(() => viewer.first().getAttribute('data-state'), { timeout: 120_000, interval: 1000 }).toBe('completed');
      await shot(page, 'appointments-video');

      // Pending → confirm 'is the whole feedback flow complete?' → handled; the action is then disabled.
      await page.getByTestId(`appointment-handle-${appointment._id}`).click();
      await page.locator('.ant-popconfirm', { hasText: '整个反馈流程是否已完成？' }).waitFor();
      await page.waitForTimeout(400); // the pop-up's zoom-in, for a readable screenshot
      await shot(page, 'appointments-confirm');
      await page.getByTestId('appointment-handle-ok').click();
      await page.locator('.ant-message', { hasText: '已标记为已处理' }).waitFor();
      await expect.poll(() => status.textContent()).toBe('已处理');
      expect(await page.getByTestId(`appointment-handle-${appointment._id}`).isDisabled()).toBe(true);
      expect(await page.getByTestId(`appointment-handled-by-${appointment._id}`).textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      const stored = await firstAppointmentOf(token, data.studentId);
      expect(stored).toMatchObject({ status: 1, handledAt: expect.any(String), handled_by_name: expect.any(String) });
      const dbUrl = databaseUrl();
      if (dbUrl) {
        const client = new pg.Client({ connectionString: dbUrl });
        await client.connect();
        const { rows } = await client.query<{ status: number }>('select status from training_video_appointments where id = $1', [appointment._id]);
        await client.end();
        expect(rows).toEqual([{ status: 1 }]);
      }

      // A second try is refused with the server's message, and nothing changes.
      const again = await api(`/api/language/video_appointments/${appointment._id}`, { method: 'PUT', token, body: { status: 1 } });
      expect(again.status).toBe(409);
      expect((await firstAppointmentOf(token, data.studentId)).handledAt).toBe(stored.handledAt);
    } finally {
      await close();
    }
  }, 300_000);

  it('filters the institution’s appointments by status, in English', async () => {
    // The portal follows the user's stored language: English for this test, Chinese again after.
    await accountLanguageForTest(...ADMIN, await apiLogin(...ADMIN), 'en');
    const { page, token, close } = await openAs(browser, ...ADMIN, { lang: 'en' });
    try {
      const list = await get('/api/language/video_appointments', token, { status: '1', pageSize: '1' });
      const first = (list.body.data as unknown as Appointment[])[0];
      expect(first, 'a handled appointment (the first test makes one)').toBeDefined();
      await page.goto(`${portalUrl()}/module/training_slots`);
      await page.getByTestId('specialist-slots-page').waitFor();
      expect(await page.getByTestId('slots-appointments').textContent()).toBe('All video appointments');
      await page.getByTestId('slots-appointments').click();
      await page.getByTestId('video-appointments-table').waitFor();
      await page.getByTestId('appointments-filter').getByText('Handled').click();
      await expect.poll(() => page.getByTestId(`appointment-status-${first!._id}`).textContent()).toBe('Handled');
      await shot(page, 'appointments-modal-en');
    } finally {
      await close();
    }
  }, 120_000);
});
