/** A child's data on request (institution admins): erase a child completely, export everything about one child. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVACY_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { eraseChild } from './erase';

const tags = ['children'];

export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  app.post(
    C.erase.path,
    { onRequest, schema: schemaOf(C.erase, { tags, summary: 'Erase a child completely: every row and stored file about them; the audit trail keeps its rows without their values (institution admins)' }) },
    async (req) => ok(localeOf(req), await eraseChild(ctx, sessionOf(req), req.body._id)),
  );
};
