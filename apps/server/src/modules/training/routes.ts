/**
 * The language-training student calls (/api/language/students/*). Thin: auth,
 * menus, schema, service, envelope. Every call needs the `training_students` menu; editing total
 * time, node times and inserting an activity also the operation flag (`yypx_operation`); skip
 * `yypx_skip`. Paths and shapes: @portal/shared training/api.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  islandConfigurationAnswer,
  islandConfigurationParams,
  TRAINING_BODY_MAX_BYTES,
  TRAINING_OPERATION_MENU,
  TRAINING_PATHS as P,
  TRAINING_SKIP_MENU,
  trainingCreateBody,
  trainingInfoQuery,
  trainingListQuery,
  trainingNodeBody,
  trainingSkipBody,
  trainingStudent,
  trainingStudentRow,
  trainingTimeBody,
  trainingTotalTimeBody,
  trainingUpdateBody,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok, okPage, pageEnvelopeOf } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { requireTraining } from './access';
import { studentInfo, studentInfoAnswer } from './info';
import { chooseEncoding } from './info-cache';
import { studentsPage } from './list';
import { editNodeTime, editTotalTime, enrolStudent, insertActivity, updateStudent } from './service';
import { skipActivity } from './skip';
import { islandConfiguration } from './island';

const tags = ['training'];
const bodyLimit = TRAINING_BODY_MAX_BYTES;


export const trainingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(P.list, { onRequest, schema: { tags, summary: 'Training students of the institution, newest first, one page', querystring: trainingListQuery, response: { 200: pageEnvelopeOf(trainingStudentRow) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    const { list, page } = await studentsPage(ctx, institutionId, req.query);
    return okPage(localeOf(req), list, page);
  });

  app.post(P.create, { onRequest, bodyLimit, schema: { tags, summary: 'Enrol a child in a course edition (materialises the timeline)', body: trainingCreateBody, response: { 200: envelopeOf(trainingStudent) } } }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireTraining(ctx, session);
    const id = await enrolStudent(ctx, institutionId, session.userId, req.body);
    return ok(localeOf(req), await studentInfo(ctx, institutionId, id));
  });

  app.get(P.info, { onRequest, schema: { tags, summary: 'A student with activity_timeline and video_appointments', querystring: trainingInfoQuery, response: { 200: envelopeOf(trainingStudent) } } }, async (req, reply) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    // Already the envelope's JSON (info.ts), of the schema's shape, kept with its compressed
    // forms: sent as bytes, not parsed and serialised again (the type provider only knows the
    // object form, hence the cast).
    const answer = await studentInfoAnswer(ctx, institutionId, req.query._id, localeOf(req));
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send((await answer.bytes(encoding)) as never);
  });

  app.post(P.info, { onRequest, bodyLimit, schema: { tags, summary: 'Edit total time (operation flag)', body: trainingTotalTimeBody, response: { 200: envelopeOf(trainingStudent) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req), TRAINING_OPERATION_MENU);
    await editTotalTime(ctx, institutionId, req.body);
    return ok(localeOf(req), await studentInfo(ctx, institutionId, req.body._id));
  });

  app.post(P.update, { onRequest, bodyLimit, schema: { tags, summary: 'Update a student’s remarks, order code, locks and reservation', body: trainingUpdateBody, response: { 200: envelopeOf(trainingStudent) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    await updateStudent(ctx, institutionId, req.body);
    return ok(localeOf(req), await studentInfo(ctx, institutionId, req.body._id));
  });

  app.post(P.timeUpdate, { onRequest, bodyLimit, schema: { tags, summary: 'Edit a node’s start time and duration (operation flag)', body: trainingTimeBody, response: { 200: envelopeOf(trainingStudent) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req), TRAINING_OPERATION_MENU);
    await editNodeTime(ctx, institutionId, req.body);
    return ok(localeOf(req), await studentInfo(ctx, institutionId, req.body.students_id));
  });

  app.post(P.nodeUpdate, { onRequest, bodyLimit, schema: { tags, summary: 'Insert an activity into a node (operation flag)', body: trainingNodeBody, response: { 200: envelopeOf(trainingStudent) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req), TRAINING_OPERATION_MENU);
    await insertActivity(ctx, institutionId, req.body);
    return ok(localeOf(req), await studentInfo(ctx, institutionId, req.body.students_id));
  });

  app.post(P.skip, { onRequest, bodyLimit, schema: { tags, summary: 'Skip the running activity without a result (yypx_skip)', body: trainingSkipBody, response: { 200: envelopeOf(z.object({ run_activity: z.string().nullable() })) } } }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireTraining(ctx, session, TRAINING_SKIP_MENU);
    return ok(localeOf(req), await skipActivity(ctx, institutionId, session.userId, req.body));
  });

  app.get(P.islandConfiguration, { onRequest, schema: { tags, summary: 'The island configuration of a student’s course (configuration.backend)', params: islandConfigurationParams, response: { 200: envelopeOf(islandConfigurationAnswer) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    return ok(localeOf(req), await islandConfiguration(ctx, institutionId, req.params.id));
  });
};
