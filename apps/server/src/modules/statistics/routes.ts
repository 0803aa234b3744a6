/** The statistics calls: counters, the monthly usage chart, per-question answer distributions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUESTION_STATISTICS_TOOLS, STATISTICS_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { testCounters } from './counters';
import { questionStatistics } from './questions';
import { usageUnderInstitution } from './usage';

const tags = ['statistics'];

export const statisticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  app.get(
    C.tests.path,
    { onRequest, schema: schemaOf(C.tests, { tags, summary: 'Test counters per tool of the institution and its sub-institutions' }) },
    async (req) => ok(localeOf(req), await testCounters(ctx, sessionOf(req), req.query.tools_type)),
  );
  app.get(
    C.usage.path,
    { onRequest, schema: schemaOf(C.usage, { tags, summary: "One tool's tests per month of a year against the average of all institutions" }) },
    async (req) => ok(localeOf(req), await usageUnderInstitution(ctx, sessionOf(req), req.query)),
  );
  for (const name of Object.keys(QUESTION_STATISTICS_TOOLS) as (keyof typeof QUESTION_STATISTICS_TOOLS)[]) {
    const tool = QUESTION_STATISTICS_TOOLS[name];
    app.get(
      C[name].path,
      { onRequest, schema: schemaOf(C[name], { tags, summary: `Answer distribution per question of ${tool}'s completed tests` }) },
      async (req) => ok(localeOf(req), await questionStatistics(ctx, sessionOf(req), tool, localeOf(req))),
    );
  }
};
