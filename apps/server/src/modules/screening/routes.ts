/**
 * The early-screening calls (/api/early/*, /api/message/flow/add). Thin: auth, menu, schema,
 * service, envelope. Every staff call needs the `early_screening` menu; the parent's
 * `early/its/run` needs no login (the cid is the credential). Shapes: @portal/shared screening/api.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCREENING_CALLS as C, SCREENING_SETTINGS_MENU } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { requireScreening } from './access';
import { earlyBanners } from './banners';
import { countersOf, recordInfo, recordOf, recordsPage, rescreenCountOf, rescreenMonthsOf } from './records';
import { addMessage, createRecord, linkLanguageStudent, recordQrCode, runLink, saveSettings, updateRecord } from './service';

const tags = ['screening'];

export const screeningRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  const pool = ctx.db.pool;

  app.get(C.list.path, { onRequest, schema: schemaOf(C.list, { tags, summary: 'Early records of the institution, newest first; the early-assessment counters as banners' }) }, async (req) => {
    const institutionId = await requireScreening(ctx, sessionOf(req));
    const locale = localeOf(req);
    const now = new Date();
    const [{ list, page }, counters, rescreen] = await Promise.all([
      recordsPage(ctx, institutionId, req.query, locale, now),
      countersOf(pool, institutionId, now),
      rescreenCountOf(pool, institutionId, now),
    ]);
    return okPage(locale, list, page, earlyBanners(counters, rescreen, locale, ctx.config.trainingTimeZone));
  });

  app.post(C.create.path, { onRequest, schema: schemaOf(C.create, { tags, summary: 'A child enters the screening programme' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireScreening(ctx, session);
    const id = await createRecord(ctx, institutionId, session.userId, req.body);
    return ok(localeOf(req), await recordOf(pool, institutionId, id, localeOf(req)));
  });

  app.get(C.info.path, { onRequest, schema: schemaOf(C.info, { tags, summary: 'An early record with its test, student and messages' }) }, async (req) => {
    const institutionId = await requireScreening(ctx, sessionOf(req));
    return ok(localeOf(req), await recordInfo(ctx, institutionId, req.query._id, localeOf(req)));
  });

  app.post(C.update.path, { onRequest, schema: schemaOf(C.update, { tags, summary: 'Reserve or re-reserve, follow-up, return visit, purchase with order code' }) }, async (req) => {
    const institutionId = await requireScreening(ctx, sessionOf(req));
    await updateRecord(ctx, institutionId, req.body);
    return ok(localeOf(req), await recordOf(pool, institutionId, req.body._id, localeOf(req)));
  });

  app.post(C.qrcode.path, { onRequest, schema: schemaOf(C.qrcode, { tags, summary: 'The record’s screening link (cid); makes its Dream-ITS test when needed' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireScreening(ctx, session);
    return ok(localeOf(req), await recordQrCode(ctx, institutionId, session.userId, req.body.early_id, req.body.order_code));
  });

  app.get(C.run.path, { config: { access: 'public' }, schema: schemaOf(C.run, { tags, summary: 'No login: where /its/run/early/{cid} opens the screening test' }) }, async (req) => {
    return ok(localeOf(req), await runLink(ctx, req.query.cid));
  });

  app.post(C.languageCreate.path, { onRequest, schema: schemaOf(C.languageCreate, { tags, summary: 'Enrol the record’s child in language training and link the student' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireScreening(ctx, session);
    await linkLanguageStudent(ctx, institutionId, session.userId, req.body.early_id, req.body.course_key);
    return ok(localeOf(req), await recordOf(pool, institutionId, req.body.early_id, localeOf(req)));
  });

  app.post(C.messageAdd.path, { onRequest, schema: schemaOf(C.messageAdd, { tags, summary: 'Add a follow-up or return-visit message to an early record' }) }, async (req) => {
    const session = sessionOf(req);
    const institutionId = await requireScreening(ctx, session);
    const id = await addMessage(ctx, institutionId, session.userId, req.body);
    const info = await recordInfo(ctx, institutionId, req.body.from_id, localeOf(req));
    return ok(localeOf(req), [...info.from_message, ...info.from_recover_message].find((m) => m._id === id)!);
  });

  app.get(C.counters.path, { onRequest, schema: schemaOf(C.counters, { tags, summary: 'The early-assessment counters of the institution' }) }, async (req) => {
    const institutionId = await requireScreening(ctx, sessionOf(req));
    return ok(localeOf(req), await countersOf(pool, institutionId));
  });

  app.get(C.rescreenCount.path, { onRequest, schema: schemaOf(C.rescreenCount, { tags, summary: 'Rescreens due and overdue (home dashboard)' }) }, async (req) => {
    const institutionId = await requireScreening(ctx, sessionOf(req));
    return ok(localeOf(req), await rescreenCountOf(pool, institutionId));
  });

  app.get(C.settings.path, { onRequest, schema: schemaOf(C.settings, { tags, summary: 'The institution’s rescreen interval' }) }, async (req) => {
    const institutionId = await requireScreening(ctx, sessionOf(req));
    return ok(localeOf(req), { rescreen_months: await rescreenMonthsOf(pool, institutionId) });
  });

  app.post(C.settingsUpdate.path, { onRequest, schema: schemaOf(C.settingsUpdate, { tags, summary: 'Change the rescreen interval (early_screening_settings)' }) }, async (req) => {
    const institutionId = await requireScreening(ctx, sessionOf(req), SCREENING_SETTINGS_MENU);
    await saveSettings(ctx, institutionId, req.body.rescreen_months);
    return ok(localeOf(req), { rescreen_months: req.body.rescreen_months });
  });
};
