/**
 * The parent's language-training calls (issue 10 item 6; contracts: @portal/shared
 * training/calls.ts). No account: the `temtoken` header carries the student's parent link
 * (parent-auth.ts) and every call reaches that one student only. Multipart parsing is registered
 * in this plugin for the upload alone, as the files module does for its own.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_ACCEPTED_TYPES, TRAINING_BODY_MAX_BYTES, TRAINING_PARENT_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { mediaUploadBytes } from '../files';
import { authenticateTrainingParent, trainingParentOf } from './parent-auth';
import { openSlots, requestAppointment } from './parent-appointment';
import { submitFeedback } from './parent-feedback';
import { parentActivity, parentToday } from './parent-today';
import { PARENT_UPLOAD_FIELD, receiveParentUpload } from './parent-upload';

const tags = ['training (parents)'];
const bodyLimit = TRAINING_BODY_MAX_BYTES;
const header = 'Header `temtoken`: the student’s parent link token (306 when unknown or revoked).';

export const trainingParentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.decorateRequest('trainingParent', null);
  const onRequest = authenticateTrainingParent(ctx.db.pool);
  await app.register(fastifyMultipart, {
    limits: { fileSize: mediaUploadBytes(ctx), files: 1 },
    isPartAFile: (_fieldName, _contentType, fileName) => fileName !== undefined,
  });

  app.get(C.today.path, { onRequest, schema: schemaOf(C.today, { tags, summary: `The student, the timeline summary, today’s activities and the appointments. ${header}` }) }, async (req) =>
    ok(localeOf(req), await parentToday(ctx, trainingParentOf(req))),
  );

  app.get(
    C.activity.path,
    { onRequest, schema: schemaOf(C.activity, { tags, summary: `One activity of the student: content, media URLs, questions, submissions and whether it takes feedback now. ${header}` }) },
    async (req) => ok(localeOf(req), await parentActivity(ctx, trainingParentOf(req), req.query.activity_id)),
  );

  app.post(
    C.feedback.path,
    { onRequest, bodyLimit, schema: schemaOf(C.feedback, { tags, summary: `Send an activity’s feedback (idempotent by submission_id: a replay answers replay=true). ${header}` }) },
    async (req) => ok(localeOf(req), await submitFeedback(ctx, trainingParentOf(req), req.body, localeOf(req))),
  );

  app.post(
    C.upload.path,
    {
      onRequest,
      schema: schemaOf(C.upload, {
        tags,
        summary: `Upload one file for the student (multipart/form-data, field \`${PARENT_UPLOAD_FIELD}\`; a photo, video or recording recognised by its content, not its name: ${MEDIA_ACCEPTED_TYPES}; stored under the extension its content names; at most MEDIA_UPLOAD_MAX_MB, default 200 MB). ${header}`,
      }),
    },
    async (req) => ok(localeOf(req), await receiveParentUpload(ctx, trainingParentOf(req), req)),
  );

  app.get(C.slots.path, { onRequest, schema: schemaOf(C.slots, { tags, summary: `Open specialist slots of the institution (not blocked, not booked, within the horizon). ${header}` }) }, async (req) =>
    ok(localeOf(req), await openSlots(ctx, trainingParentOf(req))),
  );

  app.post(
    C.appointment.path,
    {
      onRequest,
      bodyLimit,
      schema: schemaOf(C.appointment, { tags, summary: `Ask for a video consultation, optionally with an uploaded mp4 and an open slot (idempotent by request_id). ${header}` }),
    },
    async (req) => ok(localeOf(req), await requestAppointment(ctx, trainingParentOf(req), req.body)),
  );
};
