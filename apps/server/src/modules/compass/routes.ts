/**
 * The compass calls (/api/compass/*), the link dialog's reads (`dream/test/search`,
 * `dream/report/info`), the summary report and the wjx questionnaire. Thin: auth, schema,
 * service, envelope. Contracts: @portal/shared compass/calls.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPASS_BODY_MAX_BYTES, COMPASS_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, requireAnyMenu, sessionOf } from '../auth';
import { REPORT_READ_MENUS, requireCompass } from './access';
import { compassInfo } from './info';
import { casesPage } from './list';
import { caseReport } from './report';
import { reportInfo, searchTests } from './search';
import { addCase, closeCase, deleteCase, updateCase } from './service';
import { summaryReport } from './summary';
import { updateWjx, wjxInfo } from './wjx';

const tags = ['compass'];
const bodyLimit = COMPASS_BODY_MAX_BYTES;

export const compassRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(C.list.path, { onRequest, schema: schemaOf(C.list, { tags, summary: 'Cases of the institution, newest first, one page' }) }, async (req) => {
    const institutionId = await requireCompass(ctx, sessionOf(req));
    const { list, page } = await casesPage(ctx, institutionId, req.query);
    return okPage(localeOf(req), list, page);
  });

  app.post(C.add.path, { onRequest, bodyLimit, schema: schemaOf(C.add, { tags, summary: 'Create a case (v1 or v2) for a child' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireCompass(ctx, session);
    return ok(localeOf(req), await addCase(ctx, institutionId, session.userId, req.body));
  });

  app.get(C.info.path, { onRequest, schema: schemaOf(C.info, { tags, summary: 'A case with its child and bound reports (one query)' }) }, async (req) => {
    const institutionId = await requireCompass(ctx, sessionOf(req));
    return ok(localeOf(req), await compassInfo(ctx, institutionId, req.query._id));
  });

  app.put(C.update.path, { onRequest, bodyLimit, schema: schemaOf(C.update, { tags, summary: 'Change an Edit case: bound reports, v1 sections, or v2 paragraphs/toggles/dynamic state' }) }, async (req) => {
    const institutionId = await requireCompass(ctx, sessionOf(req));
    return ok(localeOf(req), await updateCase(ctx, institutionId, req.body));
  });

  app.put(C.close.path, { onRequest, bodyLimit, schema: schemaOf(C.close, { tags, summary: 'Lock a case (Edit → Close, irreversible)' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireCompass(ctx, session);
    return ok(localeOf(req), await closeCase(ctx, institutionId, session.userId, req.body._id));
  });

  // POST, and DELETE as the table page's deleteApi sends it.
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({ method, url: C.remove.path, onRequest, bodyLimit, schema: schemaOf(C.remove, { tags, summary: 'Delete an Edit case' }), handler: async (req) => {
      const institutionId = await requireCompass(ctx, sessionOf(req));
      return ok(localeOf(req), await deleteCase(ctx, institutionId, req.body._id));
    } });
  }

  app.post(C.report.path, { onRequest, bodyLimit, schema: schemaOf(C.report, { tags, summary: 'The case PDF of a locked case (reload: a new version)' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireCompass(ctx, session);
    const locale = localeOf(req);
    return ok(locale, await caseReport(ctx, { institutionId, userId: session.userId, caseId: req.body._id, reload: req.body.reload ?? false, locale, log: req.log }));
  });

  app.get(C.testSearch.path, { onRequest, schema: schemaOf(C.testSearch, { tags, summary: 'Tests with their reports, by test ids, child or test' }) }, async (req) => {
    const institutionId = await requireAnyMenu(ctx, sessionOf(req), REPORT_READ_MENUS);
    return ok(localeOf(req), await searchTests(ctx, institutionId, req.query));
  });

  app.post(C.reportInfo.path, { onRequest, bodyLimit, schema: schemaOf(C.reportInfo, { tags, summary: 'Reports with their test, remark and summary scores' }) }, async (req) => {
    const institutionId = await requireAnyMenu(ctx, sessionOf(req), REPORT_READ_MENUS);
    return ok(localeOf(req), await reportInfo(ctx, institutionId, req.body.report_ids));
  });

  app.get(C.summaryReport.path, { onRequest, schema: schemaOf(C.summaryReport, { tags, summary: 'A child’s summary report (generate: Edit → Close, irreversible)' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireAnyMenu(ctx, session, REPORT_READ_MENUS);
    const locale = localeOf(req);
    return ok(locale, await summaryReport(ctx, { institutionId, userId: session.userId, childId: req.query._id, generate: req.query.generate ?? false, locale, log: req.log }));
  });

  app.get(C.wjxInfo.path, { onRequest, schema: schemaOf(C.wjxInfo, { tags, summary: 'A questionnaire’s content and parameters' }) }, async (req) => {
    const institutionId = await requireAnyMenu(ctx, sessionOf(req), REPORT_READ_MENUS);
    return ok(localeOf(req), await wjxInfo(ctx, institutionId, req.query.wjx_id));
  });

  app.post(C.wjxUpdate.path, { onRequest, bodyLimit, schema: schemaOf(C.wjxUpdate, { tags, summary: 'Merge parameters into a questionnaire (null removes one)' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireCompass(ctx, session);
    return ok(localeOf(req), await updateWjx(ctx, institutionId, session.userId, req.body.wjx_id, req.body.params));
  });
};
