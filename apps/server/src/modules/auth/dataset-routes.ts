/** /dataset/isAuth: no /api prefix (as other clients call it), registered on both ports like every route. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from './hooks';
import { datasetIsAuth } from './dataset';

export const datasetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    C.datasetAuth.path,
    {
      onRequest: authenticate(ctx.db.pool),
      schema: schemaOf(C.datasetAuth, { tags: ['dataset'], summary: 'Whether the caller may perform an action on a row (its menu, and the row in the caller’s institution)' }),
    },
    async (req) => ok(localeOf(req), await datasetIsAuth(ctx, sessionOf(req), req.query.action, req.query.id)),
  );
};
