/**
 * The language-training student calls (/api/language/students/*). Thin: auth,
 * menus, schema, service, envelope. Every call needs the `training_students` menu; editing total
 * time, node times and inserting an activity also the operation flag (`yypx_operation`); skip
 * `yypx_skip`. Paths and shapes: @portal/shared training/api.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRAINING_BODY_MAX_BYTES, TRAINING_CALLS as C, TRAINING_OPERATION_MENU, TRAINING_SKIP_MENU } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { requireTraining } from './access';
import { studentInfo, studentInfoAnswer } from './info';
import { chooseEncoding } from './info-cache';
import { studentsPage } from './list';
import { editNodeTime, editTotalTime, enrolStudent, insertActivity, updateStudent } from './service';
import { advanceStudent } from './scheduler';
import { skipActivity } from './skip';
import { islandConfiguration } from './island';

const tags = ['training'];
const bodyLimit = TRAINING_BODY_MAX_BYTES;

export const trainingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(C.list.path, { onRequest, schema: schemaOf(C.list, { tags, summary: 'Training students of the institution, newest first, one page' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    const { list, page } = await studentsPage(ctx, institutionId, req.query);
    return okPage(localeOf(req), list, page);
  });

  app.post(C.create.path, { onRequest, bodyLimit, schema: schemaOf(C.create, { tags, summary: 'Enrol a child in a course edition (materialises the timeline)' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireTraining(ctx, session);
    const id = await enrolStudent(ctx, institutionId, session.userId, req.body);
    return ok(localeOf(req), await studentInfo(ctx, institutionId, id));
  });

  app.get(C.info.path, { onRequest, schema: schemaOf(C.info, { tags, summary: 'A student with activity_timeline and video_appointments' }) }, async (req, reply) => {
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

  app.post(C.totalTime.path, { onRequest, bodyLimit, schema: schemaOf(C.totalTime, { tags, summary: 'Edit total time (operation flag)' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req), TRAINING_OPERATION_MENU);
    await editTotalTime(ctx, institutionId, req.body);
    return ok(localeOf(req), await studentInfo(ctx, institutionId, req.body._id));
  });

  app.post(C.update.path, { onRequest, bodyLimit, schema: schemaOf(C.update, { tags, summary: 'Update a student’s remarks, order code, locks and reservation' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    await updateStudent(ctx, institutionId, req.body);
    return ok(localeOf(req), await studentInfo(ctx, institutionId, req.body._id));
  });

  app.post(C.timeUpdate.path, { onRequest, bodyLimit, schema: schemaOf(C.timeUpdate, { tags, summary: 'Edit a node’s start time and duration (operation flag)' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req), TRAINING_OPERATION_MENU);
    await editNodeTime(ctx, institutionId, req.body);
    return ok(localeOf(req), await studentInfo(ctx, institutionId, req.body.students_id));
  });

  app.post(C.nodeUpdate.path, { onRequest, bodyLimit, schema: schemaOf(C.nodeUpdate, { tags, summary: 'Bring a student’s nodes up to now; with a node and an activity, insert it first (operation flag)' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req), TRAINING_OPERATION_MENU);
    const { students_id, time_node_id, activity_operations_id } = req.body;
    if (time_node_id !== undefined && activity_operations_id !== undefined) await insertActivity(ctx, institutionId, { students_id, time_node_id, activity_operations_id });
    await advanceStudent(ctx, institutionId, students_id, new Date());
    return ok(localeOf(req), await studentInfo(ctx, institutionId, students_id));
  });

  app.post(C.skip.path, { onRequest, bodyLimit, schema: schemaOf(C.skip, { tags, summary: 'Skip the running activity without a result (yypx_skip)' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireTraining(ctx, session, TRAINING_SKIP_MENU);
    return ok(localeOf(req), await skipActivity(ctx, institutionId, session.userId, req.body));
  });

  app.get(C.islandConfiguration.path, { onRequest, schema: schemaOf(C.islandConfiguration, { tags, summary: 'The island configuration of a student’s course (configuration.backend)' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    return ok(localeOf(req), await islandConfiguration(ctx, institutionId, req.params.id));
  });
};
