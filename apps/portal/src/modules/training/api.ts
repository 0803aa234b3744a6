/**
 * The student page's calls (@portal/shared training/api.ts and parent-api.ts): the student with
 * its timeline, skip, node times, insert an activity, and the parent link. Refusals reject with
 * the server's message (the call client has already shown it).
 */
import {
  TRAINING_PARENT_PATHS,
  TRAINING_PATHS,
  type TrainingLinkAnswer,
  type TrainingNodeBody,
  type TrainingSkipBody,
  type TrainingStudent,
  type TrainingTimeBody,
} from '@portal/shared';
import type { RequestFn } from '@portal/ui';

export async function fetchStudent(request: RequestFn, id: string): Promise<TrainingStudent> {
  return (await request<TrainingStudent>('GET', TRAINING_PATHS.info, { params: { _id: id, timeline_info: true } })).data;
}

export async function skipActivity(request: RequestFn, body: TrainingSkipBody): Promise<void> {
  await request('POST', TRAINING_PATHS.skip, { data: body });
}

export async function updateNodeTime(request: RequestFn, body: TrainingTimeBody): Promise<TrainingStudent> {
  return (await request<TrainingStudent>('POST', TRAINING_PATHS.timeUpdate, { data: body })).data;
}

export async function insertActivity(request: RequestFn, body: TrainingNodeBody): Promise<TrainingStudent> {
  return (await request<TrainingStudent>('POST', TRAINING_PATHS.nodeUpdate, { data: body })).data;
}

export async function parentLink(request: RequestFn, studentId: string, refresh: boolean): Promise<TrainingLinkAnswer> {
  return (await request<TrainingLinkAnswer>('POST', TRAINING_PARENT_PATHS.link, { data: { students_id: studentId, ...(refresh ? { refresh: true } : {}) } })).data;
}
