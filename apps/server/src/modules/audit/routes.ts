/** /api/system/audit/list: the audit page's rows. There is no route that changes or deletes the trail. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { auditPage } from './list';

const tags = ['audit'];

export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  app.get(
    C.list.path,
    { onRequest, schema: schemaOf(C.list, { tags, summary: 'The audit trail of the current institution, newest first, filtered by user, child, action and day (institution admins)' }) },
    async (req) => {
      const session = sessionOf(req);
      const { list, page } = await auditPage(ctx, session, req.query, session.localeType);
      return okPage(localeOf(req), list, page);
    },
  );
};
