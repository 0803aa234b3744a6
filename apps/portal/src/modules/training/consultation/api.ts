/** The calls of the video-appointment modal and the specialist-slots page (contracts: @portal/shared training/calls.ts). */
import {
  TRAINING_CALLS as C,
  type CallQuery,
  type SlotsAddAnswer,
  type SpecialistOption,
  type SpecialistSlot,
  type SwitchBlockedBody,
  type VideoAppointment,
  type VideoAppointmentRow,
} from '@portal/shared';
import { callWith, type RequestFn } from '@portal/ui';

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
  const query: CallQuery<typeof C.appointmentList> = { current: q.current, pageSize: q.pageSize };
  if (q.studentsId) query.students_id = q.studentsId;
  if (q.status !== undefined) query.status = q.status;
  const result = await callWith(request, C.appointmentList, { query });
  return { rows: result.data ?? [], total: result.total ?? result.data?.length ?? 0 };
}

/** Pending → handled; the server refuses a handled one (its message is shown by the call client). */
export async function markHandled(request: RequestFn, id: string): Promise<VideoAppointment> {
  return (await callWith(request, C.appointmentUpdate, { params: { id }, body: { status: 1 } })).data;
}

export async function fetchSpecialists(request: RequestFn): Promise<SpecialistOption[]> {
  return (await callWith(request, C.specialists)).data ?? [];
}

export async function fetchSlots(request: RequestFn, specialist: string): Promise<SpecialistSlot[]> {
  return (await callWith(request, C.slots, { query: { specialist } })).data ?? [];
}

export async function switchBlocked(request: RequestFn, body: SwitchBlockedBody): Promise<SpecialistSlot> {
  return (await callWith(request, C.switchBlocked, { body })).data;
}

export async function addSlots(request: RequestFn, specialist: string, dateTimes: readonly string[]): Promise<SlotsAddAnswer> {
  return (await callWith(request, C.slotsAdd, { body: { specialist, date_times: [...dateTimes] } })).data;
}
