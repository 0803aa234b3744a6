/**
 * A parent's calls (no account): the QR token exchanged for a temporary session, then only these
 * calls, for that one test, with the `temtoken` header (auth/parent-token.ts). Dream-ITS parents use
 * the same calls. A parent's sync goes to `answer_parents`; code 704 when the test is no longer
 * open to parents.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SYNC_BODY_MAX_BYTES, TESTING_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeFromHeader } from '../../http/locale';
import { authenticateParent, parentOf, requireParentToken } from '../auth';
import { parentSummary, parentTestView as viewOf, saveParentForm } from './parent';
import { endTemporarySession, verifyQrToken } from './qr';
import { syncAsParent } from './parent-sync';
import { plainJson } from './sync';

const tags = ['testing (parents)'];

export const parentTestingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.decorateRequest('parent', null);
  const onRequest = authenticateParent(ctx.db.pool);
  const locale = (req: { headers: Record<string, string | string[] | undefined> }) => localeFromHeader(req.headers['accept-language']);

  app.get(
    C.temporaryVerification.path,
    { config: { access: 'public' }, schema: schemaOf(C.temporaryVerification, { tags, summary: 'Exchange a parent link’s QR token for a temporary session token' }) },
    async (req) => ok(locale(req), await verifyQrToken(ctx, req.query.tem_token, locale(req))),
  );

  app.get(
    C.temporaryInfo.path,
    { onRequest, schema: schemaOf(C.temporaryInfo, { tags, summary: 'The test as its parent sees it (no clinician answers, no scores)' }) },
    async (req) => ok(locale(req), await viewOf(ctx, parentOf(req, req.query._id), locale(req))),
  );

  app.get(
    C.parentsInfo.path,
    { onRequest, schema: schemaOf(C.parentsInfo, { tags, summary: 'Whose test this is, where and with which tool (the parent’s ready page)' }) },
    async (req) => ok(locale(req), await parentSummary(ctx, parentOf(req, req.query._id), locale(req))),
  );

  app.post(
    C.temporaryAdditional.path,
    { onRequest, schema: schemaOf(C.temporaryAdditional, { tags, summary: 'Save one of the parent chain’s forms (checked against its definition)' }) },
    async (req) => {
      const { _id, from_name, ...values } = req.body;
      return ok(locale(req), await saveParentForm(ctx, parentOf(req, _id), from_name, values, locale(req)));
    },
  );

  app.post(
    C.temporarySync.path,
    {
      // The session is checked with the change itself (parent-sync.ts): here only the token's shape.
      onRequest: requireParentToken,
      bodyLimit: SYNC_BODY_MAX_BYTES,
      serializerCompiler: plainJson,
      schema: schemaOf(C.temporarySync, { tags, summary: 'One answer change of the parent (device_id + seq: exactly once), or the irreversible end' }),
    },
    async (req) => {
      const lang = locale(req);
      return ok(lang, await syncAsParent(ctx, { temToken: req.tempToken!, body: req.body, locale: lang, log: req.log }));
    },
  );

  app.post(
    C.temporaryFailure.path,
    { config: { access: 'public' }, schema: schemaOf(C.temporaryFailure, { tags, summary: 'End a parent’s temporary session' }) },
    async (req) => {
      await endTemporarySession(ctx, req.body.tem_token, req.body.class_type);
      return ok(locale(req), null);
    },
  );
};
