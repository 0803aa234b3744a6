/** A child's data on request (institution admins): erase a child completely, export everything about one child. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVACY_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { eraseChild } from './erase';
import { exportChild } from './export';

const tags = ['children'];

export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  app.post(
    C.erase.path,
    { onRequest, schema: schemaOf(C.erase, { tags, summary: 'Erase a child completely: every row and stored file about them; the audit trail keeps its rows without their values (institution admins)' }) },
    async (req) => ok(localeOf(req), await eraseChild(ctx, sessionOf(req), req.body._id)),
  );
  app.get(
    C.dataExport.path,
    { onRequest, schema: { tags, summary: "Everything about one child as a zip: data.json (every row about them, by table) and files/ (their stored files) (institution admins)", querystring: C.dataExport.query } },
    async (req, reply) => {
      const { fileName, zip } = await exportChild(ctx, sessionOf(req), req.query._id);
      return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(zip);
    },
  );
};
