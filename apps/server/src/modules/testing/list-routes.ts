/** /api/base/tests/*: the tests list (the report calls live in modules/reports). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TESTS_LIST_PATH, testRow, testsListQuery } from '@portal/shared';
import type { AppContext } from '../../context';
import { okPage, pageEnvelopeOf } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { testsPage } from './list';

export const testRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    TESTS_LIST_PATH,
    {
      onRequest: authenticate(ctx.db.pool),
      schema: { tags: ['tests'], summary: 'Tests of the current institution, filtered, newest first, one page', querystring: testsListQuery, response: { 200: pageEnvelopeOf(testRow) } },
    },
    async (req) => {
      const { list, page } = await testsPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );
};
