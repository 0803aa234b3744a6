/**
 * The student page's calls (contracts: @portal/shared training/calls.ts): the student with its
 * timeline, skip, node times, insert an activity, and the parent link. Refusals reject with the
 * server's message (the call client has already shown it).
 */
import { TRAINING_CALLS as C, type TrainingLinkAnswer, type TrainingNodeBody, type TrainingSkipBody, type TrainingStudent, type TrainingTimeBody } from '@portal/shared';
import { callWith, type RequestFn } from '@portal/ui';

export async function fetchStudent(request: RequestFn, id: string): Promise<TrainingStudent> {
  return (await callWith(request, C.info, { query: { _id: id, timeline_info: true } })).data;
}

export async function skipActivity(request: RequestFn, body: TrainingSkipBody): Promise<void> {
  await callWith(request, C.skip, { body });
}

export async function updateNodeTime(request: RequestFn, body: TrainingTimeBody): Promise<TrainingStudent> {
  return (await callWith(request, C.timeUpdate, { body })).data;
}

export async function insertActivity(request: RequestFn, body: TrainingNodeBody): Promise<TrainingStudent> {
  return (await callWith(request, C.nodeUpdate, { body })).data;
}

export async function parentLink(request: RequestFn, studentId: string, refresh: boolean): Promise<TrainingLinkAnswer> {
  return (await callWith(request, C.parentLink, { body: { students_id: studentId, ...(refresh ? { refresh: true } : {}) } })).data;
}
