/** /api/base/tests/*: the tests list (the report calls live in modules/reports). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TESTING_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { testsPage } from './list';

export const testRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    C.list.path,
    { onRequest: authenticate(ctx.db.pool), schema: schemaOf(C.list, { tags: ['tests'], summary: 'Tests of the current institution, filtered, newest first, one page' }) },
    async (req) => {
      const { list, page } = await testsPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );
};
