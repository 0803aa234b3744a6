/**
 * The language-training calls' contracts: each call's method, path (paths.ts) and schemas (api.ts,
 * consultation.ts, parent-api.ts), used by the server's routes, the portal and the parent's pages
 * (which take them as types only, `import type`, and their paths from paths.ts: no zod).
 */
import { z } from 'zod';
import { defineCall } from '../contract';
import {
  islandConfigurationAnswer,
  islandConfigurationParams,
  trainingCreateBody,
  trainingInfoQuery,
  trainingListQuery,
  trainingNodeBody,
  trainingSkipBody,
  trainingSkipResult,
  trainingStudent,
  trainingStudentRow,
  trainingTimeBody,
  trainingTotalTimeBody,
  trainingUpdateBody,
} from './api';
import {
  appointmentListQuery,
  appointmentUpdateBody,
  appointmentUpdateParams,
  slotsAddAnswer,
  slotsAddBody,
  slotsQuery,
  specialistOption,
  specialistSlot,
  switchBlockedBody,
  videoAppointment,
  videoAppointmentRow,
} from './consultation';
import { feedbackInput } from './feedback';
import {
  parentActivity,
  parentActivityQuery,
  parentAppointment,
  parentAppointmentBody,
  parentFeedbackAnswer,
  parentSlotsAnswer,
  parentToday,
  parentUploadAnswer,
  trainingLinkAnswer,
  trainingLinkBody,
} from './parent-api';
import { CONSULTATION_PATHS as C, TRAINING_PARENT_PATHS as PP, TRAINING_PATHS as P } from './paths';

/** The staff's calls: students, their timelines, video appointments, specialist slots and the parent link. */
export const TRAINING_CALLS = {
  list: defineCall({ method: 'GET', path: P.list, query: trainingListQuery, result: z.array(trainingStudentRow), page: true }),
  create: defineCall({ method: 'POST', path: P.create, body: trainingCreateBody, result: trainingStudent }),
  info: defineCall({ method: 'GET', path: P.info, query: trainingInfoQuery, result: trainingStudent }),
  /** The same path as `info`, POST: edit the total time. */
  totalTime: defineCall({ method: 'POST', path: P.info, body: trainingTotalTimeBody, result: trainingStudent }),
  update: defineCall({ method: 'POST', path: P.update, body: trainingUpdateBody, result: trainingStudent }),
  timeUpdate: defineCall({ method: 'POST', path: P.timeUpdate, body: trainingTimeBody, result: trainingStudent }),
  nodeUpdate: defineCall({ method: 'POST', path: P.nodeUpdate, body: trainingNodeBody, result: trainingStudent }),
  skip: defineCall({ method: 'POST', path: P.skip, body: trainingSkipBody, result: trainingSkipResult }),
  islandConfiguration: defineCall({ method: 'GET', path: P.islandConfiguration, params: islandConfigurationParams, result: islandConfigurationAnswer }),
  appointmentList: defineCall({ method: 'GET', path: C.appointmentList, query: appointmentListQuery, result: z.array(videoAppointmentRow), page: true }),
  appointmentUpdate: defineCall({ method: 'PUT', path: C.appointmentUpdate, params: appointmentUpdateParams, body: appointmentUpdateBody, result: videoAppointment }),
  slots: defineCall({ method: 'GET', path: C.slots, query: slotsQuery, result: z.array(specialistSlot) }),
  switchBlocked: defineCall({ method: 'PUT', path: C.switchBlocked, body: switchBlockedBody, result: specialistSlot }),
  slotsAdd: defineCall({ method: 'POST', path: C.slotsAdd, body: slotsAddBody, result: slotsAddAnswer }),
  specialists: defineCall({ method: 'GET', path: C.specialists, result: z.array(specialistOption) }),
  parentLink: defineCall({ method: 'POST', path: PP.link, body: trainingLinkBody, result: trainingLinkAnswer }),
};

/** A parent's calls (the `temtoken` header carries the student's parent link). */
export const TRAINING_PARENT_CALLS = {
  today: defineCall({ method: 'GET', path: PP.today, result: parentToday }),
  activity: defineCall({ method: 'GET', path: PP.activity, query: parentActivityQuery, result: parentActivity }),
  feedback: defineCall({ method: 'POST', path: PP.feedback, body: feedbackInput, result: parentFeedbackAnswer }),
  /** multipart/form-data, one file in the field `file` (no JSON body). */
  upload: defineCall({ method: 'POST', path: PP.upload, result: parentUploadAnswer }),
  slots: defineCall({ method: 'GET', path: PP.slots, result: parentSlotsAnswer }),
  appointment: defineCall({ method: 'POST', path: PP.appointment, body: parentAppointmentBody, result: parentAppointment }),
};
