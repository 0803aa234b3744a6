/**
 * The Dream tools' report paths, one GET each, generating reports (service.ts). The other paths
 * (SPPA, SWAM-*) are served by the speech-tool area's module (`swams`) with its item reports,
 * through the same `requestReport`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_CALLS as C, REPORT_ENGINE_TOOLS, reportCallAt, reportPathTools } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { requireFlow, requireTesting, testOf } from '../testing';
import { reportsPage } from './list';
import { requestReport } from './service';
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
    if (!tools.every((tool) => engines.includes(tool))) continue;
    const call = reportCallAt(path);
    app.get(
      call.path,
      {
        onRequest,
        schema: schemaOf(call, {
          tags,
          summary: `Report of a finished ${tools.join(' / ')} test: the existing one of that version, or a new one (reload regenerates)`,
        }),
      },
      async (req) => {
        const session = sessionOf(req);
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
