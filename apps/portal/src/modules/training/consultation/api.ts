/** The calls of the video-appointment modal and the specialist-slots page (paths and shapes: @portal/shared training/consultation.ts). */
import {
  CONSULTATION_PATHS as P,
  type SpecialistSlot,
  type SwitchBlockedBody,
  type VideoAppointment,
  type VideoAppointmentRow,
} from '@portal/shared';
import type { RequestFn } from '@portal/ui';

/** `specialistOption` and `slotsAddAnswer` of the contract. */
export interface SpecialistOption {
  _id: string;
  name: string;
  /** The zone a new slot's date and time are read in (the server's institution day). */
  time_zone: string;
}
export interface SlotsAddAnswer {
  added: number;
  slots: SpecialistSlot[];
}

export interface AppointmentPage {
  rows: VideoAppointmentRow[];
  total: number;
}

export interface AppointmentQuery {
  studentsId?: string;
  status?: 0 | 1;
  current: number;
  pageSize: number;
}

/** One page of the institution's (or one student's) appointments, newest first. */
export async function fetchAppointments(request: RequestFn, q: AppointmentQuery): Promise<AppointmentPage> {
  const params: Record<string, string | number> = { current: q.current, pageSize: q.pageSize };
  if (q.studentsId) params.students_id = q.studentsId;
  if (q.status !== undefined) params.status = q.status;
  const result = await request<VideoAppointmentRow[]>('GET', P.appointmentList, { params });
  return { rows: result.data ?? [], total: result.total ?? result.data?.length ?? 0 };
}

/** Pending → handled; the server refuses a handled one (its message is shown by the call client). */
export async function markHandled(request: RequestFn, id: string): Promise<VideoAppointment> {
  return (await request<VideoAppointment>('PUT', P.appointmentUpdate.replace(':id', encodeURIComponent(id)), { data: { status: 1 } })).data;
}

export async function fetchSpecialists(request: RequestFn): Promise<SpecialistOption[]> {
  return (await request<SpecialistOption[]>('GET', P.specialists)).data ?? [];
}

export async function fetchSlots(request: RequestFn, specialist: string): Promise<SpecialistSlot[]> {
  return (await request<SpecialistSlot[]>('GET', P.slots, { params: { specialist } })).data ?? [];
}

export async function switchBlocked(request: RequestFn, body: SwitchBlockedBody): Promise<SpecialistSlot> {
  return (await request<SpecialistSlot>('PUT', P.switchBlocked, { data: body })).data;
}

export async function addSlots(request: RequestFn, specialist: string, dateTimes: readonly string[]): Promise<SlotsAddAnswer> {
  return (await request<SlotsAddAnswer>('POST', P.slotsAdd, { data: { specialist, date_times: [...dateTimes] } })).data;
}
