/**
 * A parent's calls (no account): the QR token exchanged for a temporary session, then only these
 * calls, for that one test, with the `temtoken` header (auth/parent-token.ts). Dream-ITS parents use
 * the same calls. A parent's sync goes to `answer_parents`; code 704 when the test is no longer
 * open to parents.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childView,
  parentTestView,
  SYNC_BODY_MAX_BYTES,
  syncBody,
  syncResult,
  temporaryAdditionalBody,
  temporaryFailureBody,
  temporaryVerification,
  temporaryVerificationQuery,
  TEST_STATUSES,
  testIdQuery,
  TESTING_PATHS as P,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok } from '../../http/envelope';
import { localeFromHeader } from '../../http/locale';
import { authenticateParent, parentOf, requireParentToken } from '../auth';
import { parentSummary, parentTestView as viewOf, saveParentForm } from './parent';
import { endTemporarySession, verifyQrToken } from './qr';
import { syncAsParent } from './parent-sync';
import { plainJson } from './sync';

const tags = ['testing (parents)'];

export const parentSummaryResult = z.object({
  _id: z.string(),
  status: z.enum(TEST_STATUSES),
  tools_type: z.string(),
  tool_name: z.string(),
  institution_name: z.string(),
  from_children: childView,
});

export const parentTestingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.decorateRequest('parent', null);
  const onRequest = authenticateParent(ctx.db.pool);
  const locale = (req: { headers: Record<string, string | string[] | undefined> }) => localeFromHeader(req.headers['accept-language']);

  app.get(
    P.temporaryVerification,
    { schema: { tags, summary: 'Exchange a parent link’s QR token for a temporary session token', querystring: temporaryVerificationQuery, response: { 200: envelopeOf(temporaryVerification) } } },
    async (req) => ok(locale(req), await verifyQrToken(ctx, req.query.tem_token, locale(req))),
  );

  app.get(
    P.temporaryInfo,
    { onRequest, schema: { tags, summary: 'The test as its parent sees it (no clinician answers, no scores)', querystring: testIdQuery, response: { 200: envelopeOf(parentTestView) } } },
    async (req) => ok(locale(req), await viewOf(ctx, parentOf(req, req.query._id), locale(req))),
  );

  app.get(
    P.parentsInfo,
    { onRequest, schema: { tags, summary: 'Whose test this is, where and with which tool (the parent’s ready page)', querystring: testIdQuery, response: { 200: envelopeOf(parentSummaryResult) } } },
    async (req) => ok(locale(req), await parentSummary(ctx, parentOf(req, req.query._id), locale(req))),
  );

  app.post(
    P.temporaryAdditional,
    {
      onRequest,
      schema: { tags, summary: 'Save one of the parent chain’s forms (checked against its definition)', body: temporaryAdditionalBody, response: { 200: envelopeOf(z.object({ parents_additional: z.record(z.string(), z.record(z.string(), z.unknown())) })) } },
    },
    async (req) => {
      const { _id, from_name, ...values } = req.body;
      return ok(locale(req), await saveParentForm(ctx, parentOf(req, _id), from_name, values, locale(req)));
    },
  );

  app.post(
    P.temporarySync,
    {
      // The session is checked with the change itself (parent-sync.ts): here only the token's shape.
      onRequest: requireParentToken,
      bodyLimit: SYNC_BODY_MAX_BYTES,
      serializerCompiler: plainJson,
      schema: { tags, summary: 'One answer change of the parent (device_id + seq: exactly once), or the irreversible end', body: syncBody, response: { 200: envelopeOf(syncResult) } },
    },
    async (req) => {
      const lang = locale(req);
      return ok(lang, await syncAsParent(ctx, { temToken: req.tempToken!, body: req.body, locale: lang, log: req.log }));
    },
  );

  app.post(
    P.temporaryFailure,
    { schema: { tags, summary: 'End a parent’s temporary session', body: temporaryFailureBody, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await endTemporarySession(ctx, req.body.tem_token, req.body.class_type);
      return ok(locale(req), null);
    },
  );
};
