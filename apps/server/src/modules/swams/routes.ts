/**
 * The speech-tool area's calls: the report paths of SPPA and the SWAM tools (spec platform-core
 * §7.3, the same query and answer as every tool's report path), SWAM's `report/generated`
 * {test_id, isReload}, the oral tests' `soe/api/childrenTestReport/select` {testId, isReload} (any
 * test of the area, Ment included), and the area's test list and test info. Reports are made by
 * the reports module's `requestReport` (checks, versions, quota, the render job, the report row)
 * with this module's item report.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCallAt, reportPathOf, SPEECH_AREA_TOOLS, SWAMS_CALLS as C, SWAMS_TOOLS, type Locale } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf, type SessionUser } from '../auth';
import { requestReport } from '../reports';
import { ITEM_REPORT_ENGINE } from './engine';
import { swamTestInfo, swamTestsPage } from './service';

const tags = ['swams'];
/** The SWAM tools (SPPA has its own path; Ment is reported through the oral tests' select call). */
const SWAM_TOOLS = SPEECH_AREA_TOOLS.filter((tool) => tool !== 'SPPA');

/** The report paths this module serves, each with its tools (SWAM-S, SWAM-S-S, SWAM-T, SWAM-C-AI, SPPA). */
export function itemReportPaths(): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  for (const tool of SPEECH_AREA_TOOLS) {
    const path = reportPathOf(tool);
    if (path) paths.set(path, [...(paths.get(path) ?? []), tool]);
  }
  return paths;
}

interface ItemReportCall {
  tools: readonly string[];
  testId: string;
  version?: string | undefined;
  reload: boolean;
  locale: Locale;
  log: FastifyBaseLogger;
}

const itemReport = (ctx: AppContext, session: SessionUser, c: ItemReportCall) =>
  requestReport(ctx, session, { pathTools: c.tools, testId: c.testId, version: c.version, reload: c.reload, locale: c.locale, log: c.log, engine: ITEM_REPORT_ENGINE });

export const swamsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  for (const [path, tools] of itemReportPaths()) {
    const contract = reportCallAt(path);
    app.get(
      contract.path,
      { onRequest, schema: schemaOf(contract, { tags, summary: `Item report of a ${tools.join(' / ')} test: the existing one of that version, or a new one (reload regenerates)` }) },
      async (req) => {
        const locale = localeOf(req);
        const result = await itemReport(ctx, sessionOf(req), { tools, testId: req.query._id, version: req.query.report_version, reload: req.query.reload ?? false, locale, log: req.log });
        return ok(locale, result);
      },
    );
  }

  app.get(C.generated.path, { onRequest, schema: schemaOf(C.generated, { tags, summary: "A SWAM test's item report (isReload regenerates it)" }) }, async (req) => {
    const locale = localeOf(req);
    return ok(locale, await itemReport(ctx, sessionOf(req), { tools: SWAM_TOOLS, testId: req.query.test_id, reload: req.query.isReload ?? false, locale, log: req.log }));
  });

  app.get(C.soeSelect.path, { onRequest, schema: schemaOf(C.soeSelect, { tags, summary: 'The report of an oral test of the area (SWAM, SPPA, Ment); isReload regenerates it' }) }, async (req) => {
    const locale = localeOf(req);
    return ok(locale, await itemReport(ctx, sessionOf(req), { tools: SWAMS_TOOLS, testId: req.query.testId, reload: req.query.isReload ?? false, locale, log: req.log }));
  });

  app.get(C.list.path, { onRequest, schema: schemaOf(C.list, { tags, summary: "The area's tests (SWAM, SPPA, Ment) with their oral-test status, newest first" }) }, async (req) => {
    const { list, page } = await swamTestsPage(ctx, sessionOf(req), req.query);
    return okPage(localeOf(req), list, page);
  });

  app.get(C.info.path, { onRequest, schema: schemaOf(C.info, { tags, summary: "One test of the area: its oral-test status, Ment's state, whether a report can be made" }) }, async (req) => {
    return ok(localeOf(req), await swamTestInfo(ctx, sessionOf(req), req.query._id));
  });
};
