/**
 * The compass calls (/api/compass/*), the link dialog's reads (`dream/test/search`,
 * `dream/report/info`), the summary report and the wjx questionnaire. Thin: auth, schema,
 * service, envelope. Paths and shapes: @portal/shared compass/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boundReport,
  COMPASS_BODY_MAX_BYTES,
  COMPASS_PATHS as P,
  compassAddBody,
  compassCase,
  compassIdBody,
  compassIdQuery,
  compassInfo as compassInfoSchema,
  compassListQuery,
  compassReportBody,
  compassReportResult,
  compassRow,
  compassUpdateBody,
  reportInfoBody,
  searchedTest,
  summaryReport as summaryReportSchema,
  summaryReportQuery,
  testSearchQuery,
  wjxConfig,
  wjxInfoQuery,
  wjxUpdateBody,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok, okPage, pageEnvelopeOf } from '../../http/envelope';
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

  app.get(P.list, { onRequest, schema: { tags, summary: 'Cases of the institution, newest first, one page', querystring: compassListQuery, response: { 200: pageEnvelopeOf(compassRow) } } }, async (req) => {
    const institutionId = await requireCompass(ctx, sessionOf(req));
    const { list, page } = await casesPage(ctx, institutionId, req.query);
    return okPage(localeOf(req), list, page);
  });

  app.post(P.add, { onRequest, bodyLimit, schema: { tags, summary: 'Create a case (v1 or v2) for a child', body: compassAddBody, response: { 200: envelopeOf(compassCase) } } }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireCompass(ctx, session);
    return ok(localeOf(req), await addCase(ctx, institutionId, session.userId, req.body));
  });

  app.get(P.info, { onRequest, schema: { tags, summary: 'A case with its child and bound reports (one query)', querystring: compassIdQuery, response: { 200: envelopeOf(compassInfoSchema) } } }, async (req) => {
    const institutionId = await requireCompass(ctx, sessionOf(req));
    return ok(localeOf(req), await compassInfo(ctx, institutionId, req.query._id));
  });

  app.put(P.update, { onRequest, bodyLimit, schema: { tags, summary: 'Change an Edit case: bound reports, v1 sections, or v2 paragraphs/toggles/dynamic state', body: compassUpdateBody, response: { 200: envelopeOf(compassInfoSchema) } } }, async (req) => {
    const institutionId = await requireCompass(ctx, sessionOf(req));
    return ok(localeOf(req), await updateCase(ctx, institutionId, req.body));
  });

  app.put(P.close, { onRequest, bodyLimit, schema: { tags, summary: 'Lock a case (Edit → Close, irreversible)', body: compassIdBody, response: { 200: envelopeOf(compassInfoSchema) } } }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireCompass(ctx, session);
    return ok(localeOf(req), await closeCase(ctx, institutionId, session.userId, req.body._id));
  });

  // POST, and DELETE as the table page's deleteApi sends it.
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({ method, url: P.remove, onRequest, bodyLimit, schema: { tags, summary: 'Delete an Edit case', body: compassIdBody, response: { 200: envelopeOf(z.object({ _id: z.string() })) } }, handler: async (req) => {
      const institutionId = await requireCompass(ctx, sessionOf(req));
      return ok(localeOf(req), await deleteCase(ctx, institutionId, req.body._id));
    } });
  }

  app.post(P.report, { onRequest, bodyLimit, schema: { tags, summary: 'The case PDF of a locked case (reload: a new version)', body: compassReportBody, response: { 200: envelopeOf(compassReportResult) } } }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireCompass(ctx, session);
    const locale = localeOf(req);
    return ok(locale, await caseReport(ctx, { institutionId, userId: session.userId, caseId: req.body._id, reload: req.body.reload ?? false, locale, log: req.log }));
  });

  app.get(P.testSearch, { onRequest, schema: { tags, summary: 'Tests with their reports, by test ids, child or test', querystring: testSearchQuery, response: { 200: envelopeOf(z.array(searchedTest)) } } }, async (req) => {
    const institutionId = await requireAnyMenu(ctx, sessionOf(req), REPORT_READ_MENUS);
    return ok(localeOf(req), await searchTests(ctx, institutionId, req.query));
  });

  app.post(P.reportInfo, { onRequest, bodyLimit, schema: { tags, summary: 'Reports with their test, remark and summary scores', body: reportInfoBody, response: { 200: envelopeOf(z.array(boundReport)) } } }, async (req) => {
    const institutionId = await requireAnyMenu(ctx, sessionOf(req), REPORT_READ_MENUS);
    return ok(localeOf(req), await reportInfo(ctx, institutionId, req.body.report_ids));
  });

  app.get(P.summaryReport, { onRequest, schema: { tags, summary: 'A child’s summary report (generate: Edit → Close, irreversible)', querystring: summaryReportQuery, response: { 200: envelopeOf(summaryReportSchema) } } }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireAnyMenu(ctx, session, REPORT_READ_MENUS);
    const locale = localeOf(req);
    return ok(locale, await summaryReport(ctx, { institutionId, userId: session.userId, childId: req.query._id, generate: req.query.generate ?? false, locale, log: req.log }));
  });

  app.get(P.wjxInfo, { onRequest, schema: { tags, summary: 'A questionnaire’s content and parameters', querystring: wjxInfoQuery, response: { 200: envelopeOf(wjxConfig) } } }, async (req) => {
    const institutionId = await requireAnyMenu(ctx, sessionOf(req), REPORT_READ_MENUS);
    return ok(localeOf(req), await wjxInfo(ctx, institutionId, req.query.wjx_id));
  });

  app.post(P.wjxUpdate, { onRequest, bodyLimit, schema: { tags, summary: 'Merge parameters into a questionnaire (null removes one)', body: wjxUpdateBody, response: { 200: envelopeOf(wjxConfig) } } }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireCompass(ctx, session);
    return ok(localeOf(req), await updateWjx(ctx, institutionId, session.userId, req.body.wjx_id, req.body.params));
  });
};
