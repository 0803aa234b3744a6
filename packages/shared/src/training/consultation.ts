/**
 * Video appointments and specialist inquiry slots. Decided here:
 *
 * - A video appointment is a parent's request for a video consultation about a student's
 *   training, made on the parent's pages: a message, optionally the parent's practice video (an
 *   uploaded mp4, shown to staff through the transcode viewer) and optionally a specialist slot.
 *   Staff move it from pending (0) to handled (1) once, after confirming 'whether the whole
 *   feedback flow is complete'; a handled appointment cannot change again.
 * - A specialist is a user of the institution; a slot is one bookable start time of theirs. Staff
 *   add slots, block and unblock them; a parent books an open (unblocked, unbooked, future) slot
 *   with their appointment. A booked slot cannot be blocked or unblocked.
 * - `date_id` is the slot's id; `date_time` its start (ISO instant); `date_string` its start in the
 *   institution's day and time, 'YYYY-MM-DD HH:mm'.
 */
import { z } from 'zod';

export const APPOINTMENT_STATUS = { pending: 0, handled: 1 } as const;
export const APPOINTMENT_MESSAGE_MAX = 500;
/** How far ahead slots are listed and can be added. */
export const SLOT_HORIZON_DAYS = 60;
export const SLOTS_PER_ADD_MAX = 50;

const id = z.string().trim().min(1).max(64);
const instant = z.string().datetime({ offset: true });

export const videoAppointment = z.object({
  _id: z.string(),
  students_id: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
  /** The island (Island course) or node (Ment course) the student was on when asking. */
  island_name: z.object({ zh: z.string(), en: z.string().optional() }),
  /** The parent's video: a file's raw path `/api/system/file/raw/<id>`, for the transcode viewer; null without one. */
  island_video: z.string().nullable(),
  appointment_message: z.string(),
  /** The booked slot, if any. */
  slot: z.object({ date_id: z.string(), date_string: z.string(), specialist: z.string(), specialist_name: z.string() }).nullable(),
  handledAt: z.string().nullable(),
  handled_by_name: z.string().nullable(),
});
export type VideoAppointment = z.infer<typeof videoAppointment>;

export const appointmentUpdateParams = z.object({ id });
/** Only 1: a pending appointment becomes handled; anything else is refused. */
export const appointmentUpdateBody = z.strictObject({ status: z.literal(1) });

export const appointmentListQuery = z.object({
  students_id: id.optional(),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
  current: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const specialistSlot = z.object({
  date_id: z.string(),
  date_time: z.string(),
  date_string: z.string(),
  has_appointed: z.boolean(),
  blocked: z.boolean(),
  /** For staff: who booked it. */
  students_id: z.string().nullable(),
  children_name: z.string().nullable(),
});
export type SpecialistSlot = z.infer<typeof specialistSlot>;

export const slotsQuery = z.object({
  specialist: id,
  /** Also past slots (default: from the start of today). */
  include_past: z.preprocess((v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' || v === true), z.boolean().optional()),
});

export const switchBlockedBody = z.strictObject({
  specialist: id,
  appointment_id: id,
  /** The slot's `date_string` or `date_time`, checked against the slot: a stale page is refused. */
  appointment_date: z.string().trim().min(1).max(40),
  blocked: z.boolean(),
});
export type SwitchBlockedBody = z.infer<typeof switchBlockedBody>;

export const slotsAddBody = z.strictObject({
  specialist: id,
  date_times: z.array(instant).min(1).max(SLOTS_PER_ADD_MAX),
});
export type SlotsAddBody = z.infer<typeof slotsAddBody>;

/** `time_zone`: the zone the slots' times are read in (the institution day's, TRAINING_TIME_ZONE). */
export const specialistOption = z.object({ _id: z.string(), name: z.string(), time_zone: z.string() });
export type SpecialistOption = z.infer<typeof specialistOption>;

/** A row of the appointment list (our path): the appointment with its student's child name. */
export const videoAppointmentRow = videoAppointment.extend({ children_name: z.string() });
export type VideoAppointmentRow = z.infer<typeof videoAppointmentRow>;
/** The answer to adding slots: how many were new (existing times are skipped) and those slots. */
export const slotsAddAnswer = z.object({ added: z.number().int(), slots: z.array(specialistSlot) });
export type SlotsAddAnswer = z.infer<typeof slotsAddAnswer>;
