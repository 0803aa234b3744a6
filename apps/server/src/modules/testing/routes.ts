/**
 * The clinician's test-taking calls (paths and shapes in @portal/shared testing/api.ts) and the
 * portal's calls around a test. Thin: auth, schema, service, envelope. The parent's calls are
 * in parent-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  beginBody,
  childrenExtraBody,
  childrenExtraQuery,
  createTestBody,
  createTestResult,
  insToolsStatus,
  insToolsStatusQuery,
  libraryView,
  qrTokenQuery,
  qrTokenRecord,
  SYNC_BODY_MAX_BYTES,
  syncBody,
  syncResult,
  TEST_STATUSES,
  testCommentsBody,
  testIdQuery,
  TESTING_PATHS as P,
  testView,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { requireFlow, requireTesting, testOf } from './access';
import { beginTest } from './begin';
import { createTest } from './create';
import { openEventStream, type OpenStreams } from './event-stream';
import { childExtraInfo, saveComments, toolStatus, updateChildExtra } from './portal-calls';
import { presentLibrary, presentTest } from './presenter';
import { librariesOf } from './libraries';
import { qrTokenOf } from './qr';
import { plainJson, syncTest } from './sync';
import { relayOf } from './events';

const tags = ['testing'];

export const testingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  const streams: OpenStreams = new Set();
  app.addHook('preClose', async () => {
    for (const raw of streams) raw.end();
  });
  app.addHook('onClose', async () => relayOf(ctx.db, app.log).close());

  app.post(
    P.createTest,
    { onRequest, schema: { tags, summary: 'Create a test for a child of the institution (or a new child)', body: createTestBody, response: { 200: envelopeOf(createTestResult) } } },
    async (req) => {
      const session = sessionOf(req);
      const institutionId = await requireTesting(ctx, session);
      return ok(localeOf(req), await createTest(ctx, institutionId, session.userId, req.body));
    },
  );

  app.get(
    P.dreamitsInfo,
    { onRequest, schema: { tags, summary: 'A Dream-ITS (v1) test with its questions', querystring: testIdQuery, response: { 200: envelopeOf(testView.extend({ questions: libraryView })) } } },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      const test = await testOf(ctx.db.orm, institutionId, req.query._id);
      requireFlow(test.toolsType, 'v1');
      return ok(localeOf(req), { ...(await presentTest(ctx, test)), questions: presentLibrary(librariesOf(test).main) });
    },
  );

  for (const [path, flow] of [[P.dreamitsSync, 'v1'], [P.v2Sync, 'v2']] as const) {
    app.post(
      path,
      {
        onRequest,
        bodyLimit: SYNC_BODY_MAX_BYTES,
        serializerCompiler: plainJson,
        schema: { tags, summary: `One answer change of a ${flow} test (device_id + seq: exactly once), or the end of a stage or test`, body: syncBody, response: { 200: envelopeOf(syncResult) } },
      },
      async (req) => {
        const institutionId = await requireTesting(ctx, sessionOf(req));
        const locale = localeOf(req);
        return ok(locale, await syncTest(ctx, { institutionId, testId: req.body.test_id, flow, body: req.body, locale, log: req.log }));
      },
    );
  }

  for (const path of [P.v2Info, P.testDetail]) {
    app.get(
      path,
      { onRequest, schema: { tags, summary: path === P.v2Info ? 'A v2 test' : 'A test with its answers (the portal’s test page)', querystring: testIdQuery, response: { 200: envelopeOf(testView) } } },
      async (req) => {
        const institutionId = await requireTesting(ctx, sessionOf(req));
        const test = await testOf(ctx.db.orm, institutionId, req.query._id);
        if (path === P.v2Info) requireFlow(test.toolsType, 'v2');
        return ok(localeOf(req), await presentTest(ctx, test));
      },
    );
  }

  app.post(
    P.v2Begin,
    { onRequest, schema: { tags, summary: 'Start a v2 test (Active → Additional or Testing), within the tool’s simultaneous-test limit', body: beginBody, response: { 200: envelopeOf(z.object({ status: z.enum(TEST_STATUSES) })) } } },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await beginTest(ctx, institutionId, req.body.test_id));
    },
  );

  app.get(
    P.v2Temporary,
    { onRequest, schema: { tags, summary: 'The test’s parent link (QR token): the live one, or a new one (refresh revokes the old)', querystring: qrTokenQuery, response: { 200: envelopeOf(qrTokenRecord) } } },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await qrTokenOf(ctx, institutionId, req.query._id, req.query.refresh ?? false));
    },
  );

  app.put(
    P.testComments,
    { onRequest, schema: { tags, summary: 'The clinician’s comments on a test (at most 1000 characters)', body: testCommentsBody, response: { 200: envelopeOf(z.object({ _id: z.string(), comments: z.string() })) } } },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await saveComments(ctx, institutionId, req.body._id, req.body.comments));
    },
  );

  app.get(
    P.testEvents,
    { onRequest, schema: { tags, summary: 'Live answers of a test (text/event-stream of testEvent; heartbeat every 15 s)', querystring: testIdQuery } },
    async (req, reply) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      const test = await testOf(ctx.db.orm, institutionId, req.query._id);
      await openEventStream(relayOf(ctx.db, app.log), streams, req, reply, test);
    },
  );

  app.get(
    P.childrenExtraInfo,
    { onRequest, schema: { tags, summary: 'A child’s extra information', querystring: childrenExtraQuery, response: { 200: envelopeOf(z.record(z.string(), z.unknown())) } } },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await childExtraInfo(ctx, institutionId, req.query.children_id));
    },
  );

  app.post(
    P.childrenExtraUpdate,
    { onRequest, schema: { tags, summary: 'Merge fields into a child’s extra information (null removes one)', body: childrenExtraBody, response: { 200: envelopeOf(z.record(z.string(), z.unknown())) } } },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await updateChildExtra(ctx, institutionId, req.body));
    },
  );

  app.get(
    P.insToolsStatus,
    { onRequest, schema: { tags, summary: 'Whether the institution’s tool is in effect, and its simultaneous tests', querystring: insToolsStatusQuery, response: { 200: envelopeOf(insToolsStatus) } } },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await toolStatus(ctx, institutionId, req.query.tools_type));
    },
  );
};
