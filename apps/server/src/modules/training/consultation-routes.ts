/**
 * The staff side of video appointments, specialist slots and the parent link (issue 10 items 7,
 * 8). Thin: auth, menus, schema, service, envelope. Every call needs `training_students`;
 * blocking, unblocking and adding slots also the operation flag (`yypx_operation`): they change
 * what every parent of the institution can book, not one student's follow-up. Paths and shapes:
 * @portal/shared training/consultation.ts and parent-api.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentListQuery,
  appointmentUpdateBody,
  appointmentUpdateParams,
  CONSULTATION_PATHS as P,
  slotsAddAnswer,
  slotsAddBody,
  slotsQuery,
  specialistOption,
  specialistSlot,
  switchBlockedBody,
  TRAINING_BODY_MAX_BYTES,
  TRAINING_OPERATION_MENU,
  TRAINING_PARENT_PATHS,
  trainingLinkAnswer,
  trainingLinkBody,
  videoAppointment,
  videoAppointmentRow,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok, okPage, pageEnvelopeOf } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { requireTraining } from './access';
import { appointmentById, appointmentsPage, handleAppointment } from './appointments';
import { parentLink } from './link';
import { addSlots, specialistOptions, specialistSlotsList, switchBlocked } from './slots';

const tags = ['training'];
const bodyLimit = TRAINING_BODY_MAX_BYTES;


export const consultationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(P.appointmentList, { onRequest, schema: { tags, summary: 'Video appointments of the institution, newest first, one page', querystring: appointmentListQuery, response: { 200: pageEnvelopeOf(videoAppointmentRow) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    const { list, page } = await appointmentsPage(ctx, institutionId, req.query);
    return okPage(localeOf(req), list, page);
  });

  app.put(P.appointmentUpdate, { onRequest, bodyLimit, schema: { tags, summary: 'Mark a pending video appointment handled (once)', params: appointmentUpdateParams, body: appointmentUpdateBody, response: { 200: envelopeOf(videoAppointment) } } }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireTraining(ctx, session);
    await handleAppointment(ctx, institutionId, session.userId, req.params.id);
    return ok(localeOf(req), await appointmentById(ctx, institutionId, req.params.id));
  });

  app.get(P.slots, { onRequest, schema: { tags, summary: 'A specialist’s inquiry slots from the start of today, by time', querystring: slotsQuery, response: { 200: envelopeOf(z.array(specialistSlot)) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    return ok(localeOf(req), await specialistSlotsList(ctx, institutionId, req.query.specialist, req.query.include_past ?? false));
  });

  app.put(P.switchBlocked, { onRequest, bodyLimit, schema: { tags, summary: 'Block or unblock a slot that is not booked (operation flag)', body: switchBlockedBody, response: { 200: envelopeOf(specialistSlot) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req), TRAINING_OPERATION_MENU);
    return ok(localeOf(req), await switchBlocked(ctx, institutionId, req.body));
  });

  app.post(P.slotsAdd, { onRequest, bodyLimit, schema: { tags, summary: 'Add slots for a specialist; existing times are skipped (operation flag)', body: slotsAddBody, response: { 200: envelopeOf(slotsAddAnswer) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req), TRAINING_OPERATION_MENU);
    return ok(localeOf(req), await addSlots(ctx, institutionId, req.body));
  });

  app.get(P.specialists, { onRequest, schema: { tags, summary: 'Users of the institution that can be chosen as specialists', response: { 200: envelopeOf(z.array(specialistOption)) } } }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    return ok(localeOf(req), await specialistOptions(ctx, institutionId));
  });

  app.post(TRAINING_PARENT_PATHS.link, { onRequest, bodyLimit, schema: { tags, summary: 'A student’s parent link (made when missing; refresh renews it)', body: trainingLinkBody, response: { 200: envelopeOf(trainingLinkAnswer) } } }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireTraining(ctx, session);
    return ok(localeOf(req), await parentLink(ctx, institutionId, session.userId, req.body));
  });
};
