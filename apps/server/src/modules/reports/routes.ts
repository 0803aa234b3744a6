/**
 * The tools' report paths, one GET each: the Dream tools' paths generate reports
 * (service.ts); the others (SPPA, SWAM-*) have no engine here and answer 680 'report tool
 * address not configured' to a signed-in caller.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_CALLS as C, REPORT_ENGINE_TOOLS, reportCallAt, reportPathTools } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { AppError, ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, roleHoldsMenu, sessionOf } from '../auth';
import { requireFlow, requireTesting, testOf } from '../testing';
import { reportsPage } from './list';
import { REPORTS_MENU, requestReport } from './service';
import { registerAiReportRoutes } from './ai-routes';

const tags = ['reports'];
const engines: readonly string[] = REPORT_ENGINE_TOOLS;

export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  app.get(
    C.list.path,
    { onRequest, schema: schemaOf(C.list, { tags, summary: 'Generated reports of the current institution, filtered, newest first, one page (the Reports page)' }) },
    async (req) => {
      const { list, page } = await reportsPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );
  for (const [path, tools] of reportPathTools()) {
    const built = tools.every((tool) => engines.includes(tool));
    const call = reportCallAt(path);
    app.get(
      call.path,
      {
        onRequest,
        schema: schemaOf(call, {
          tags,
          summary: built
            ? `Report of a finished ${tools.join(' / ')} test: the existing one of that version, or a new one (reload regenerates)`
            : `Report of a ${tools.join(' / ')} test: not configured on this server (680)`,
        }),
      },
      async (req) => {
        const session = sessionOf(req);
        if (!built) {
          // Permission first, as on the built paths: a role without the menu learns nothing of the server's set-up.
          if (!session.institutionId || !(await roleHoldsMenu(ctx, session, REPORTS_MENU))) throw new AppError('noPermission');
          throw new AppError('reportToolNotConfigured');
        }
        const result = await requestReport(ctx, session, {
          pathTools: tools,
          testId: req.query._id,
          version: req.query.report_version,
          reload: req.query.reload ?? false,
          locale: localeOf(req),
          log: req.log,
        });
        return ok(localeOf(req), result);
      },
    );
  }

  registerAiReportRoutes(app, ctx);

  // Dream-ITS's own regenerate call (a testing path) is served here, where reports are made.
  app.post(
    C.dreamitsReload.path,
    { onRequest: authenticate(ctx.db.pool), schema: schemaOf(C.dreamitsReload, { tags: ['testing'], summary: 'Regenerate the report of a finished Dream-ITS test' }) },
    async (req) => {
      const session = sessionOf(req);
      const institutionId = await requireTesting(ctx, session);
      const test = await testOf(ctx.db.orm, institutionId, req.body.test_id);
      requireFlow(test.toolsType, 'v1');
      const locale = localeOf(req);
      const report = await requestReport(ctx, session, { pathTools: [test.toolsType], testId: test.id, version: req.body.report_version, reload: req.body.is_reload ?? true, locale, log: req.log });
      return ok(locale, report);
    },
  );
};
