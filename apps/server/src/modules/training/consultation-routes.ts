/**
 * The staff side of video appointments, specialist slots and the parent link (issue 10 items 7,
 * 8). Thin: auth, menus, schema, service, envelope. Every call needs `training_students`;
 * blocking, unblocking and adding slots also the operation flag (`yypx_operation`): they change
 * what every parent of the institution can book, not one student's follow-up. Contracts:
 * @portal/shared training/calls.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRAINING_BODY_MAX_BYTES, TRAINING_CALLS as C, TRAINING_OPERATION_MENU } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
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

  app.get(C.appointmentList.path, { onRequest, schema: schemaOf(C.appointmentList, { tags, summary: 'Video appointments of the institution, newest first, one page' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    const { list, page } = await appointmentsPage(ctx, institutionId, req.query);
    return okPage(localeOf(req), list, page);
  });

  app.put(C.appointmentUpdate.path, { onRequest, bodyLimit, schema: schemaOf(C.appointmentUpdate, { tags, summary: 'Mark a pending video appointment handled (once)' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireTraining(ctx, session);
    await handleAppointment(ctx, institutionId, session.userId, req.params.id);
    return ok(localeOf(req), await appointmentById(ctx, institutionId, req.params.id));
  });

  app.get(C.slots.path, { onRequest, schema: schemaOf(C.slots, { tags, summary: 'A specialist’s inquiry slots from the start of today, by time' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    return ok(localeOf(req), await specialistSlotsList(ctx, institutionId, req.query.specialist, req.query.include_past ?? false));
  });

  app.put(C.switchBlocked.path, { onRequest, bodyLimit, schema: schemaOf(C.switchBlocked, { tags, summary: 'Block or unblock a slot that is not booked (operation flag)' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req), TRAINING_OPERATION_MENU);
    return ok(localeOf(req), await switchBlocked(ctx, institutionId, req.body));
  });

  app.post(C.slotsAdd.path, { onRequest, bodyLimit, schema: schemaOf(C.slotsAdd, { tags, summary: 'Add slots for a specialist; existing times are skipped (operation flag)' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req), TRAINING_OPERATION_MENU);
    return ok(localeOf(req), await addSlots(ctx, institutionId, req.body));
  });

  app.get(C.specialists.path, { onRequest, schema: schemaOf(C.specialists, { tags, summary: 'Users of the institution that can be chosen as specialists' }) }, async (req) => {
    const institutionId = await requireTraining(ctx, sessionOf(req));
    return ok(localeOf(req), await specialistOptions(ctx, institutionId));
  });

  app.post(C.parentLink.path, { onRequest, bodyLimit, schema: schemaOf(C.parentLink, { tags, summary: 'A student’s parent link (made when missing; refresh renews it)' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireTraining(ctx, session);
    return ok(localeOf(req), await parentLink(ctx, institutionId, session.userId, req.body));
  });
};
