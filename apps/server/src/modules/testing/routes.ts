/**
 * The clinician's test-taking calls (contracts: @portal/shared testing/calls.ts) and the
 * portal's calls around a test. Thin: auth, schema, service, envelope. The parent's calls are
 * in parent-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION_MENUS, SYNC_BODY_MAX_BYTES, TESTING_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, roleHoldsMenu, sessionOf } from '../auth';
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
    C.createTest.path,
    { onRequest, schema: schemaOf(C.createTest, { tags, summary: 'Create a test for a child of the institution (or a new child)' }) },
    async (req) => {
      const session = sessionOf(req);
      const institutionId = await requireTesting(ctx, session);
      return ok(localeOf(req), await createTest(ctx, institutionId, session.userId, req.body));
    },
  );

  app.get(
    C.dreamitsInfo.path,
    { onRequest, schema: schemaOf(C.dreamitsInfo, { tags, summary: 'A Dream-ITS (v1) test with its questions' }) },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      const test = await testOf(ctx.db.orm, institutionId, req.query._id);
      requireFlow(test.toolsType, 'v1');
      const params = await roleHoldsMenu(ctx, sessionOf(req), PERMISSION_MENUS.reportParams);
      return ok(localeOf(req), { ...(await presentTest(ctx, test, params)), questions: presentLibrary(librariesOf(test).main) });
    },
  );

  for (const [call, flow] of [[C.dreamitsSync, 'v1'], [C.v2Sync, 'v2']] as const) {
    app.post(
      call.path,
      {
        onRequest,
        bodyLimit: SYNC_BODY_MAX_BYTES,
        serializerCompiler: plainJson,
        schema: schemaOf(call, { tags, summary: `One answer change of a ${flow} test (device_id + seq: exactly once), or the end of a stage or test` }),
      },
      async (req) => {
        const institutionId = await requireTesting(ctx, sessionOf(req));
        const locale = localeOf(req);
        return ok(locale, await syncTest(ctx, { institutionId, testId: req.body.test_id, flow, body: req.body, locale, log: req.log }));
      },
    );
  }

  for (const call of [C.v2Info, C.testDetail]) {
    app.get(
      call.path,
      { onRequest, schema: schemaOf(call, { tags, summary: call === C.v2Info ? 'A v2 test' : 'A test with its answers (the portal’s test page)' }) },
      async (req) => {
        const institutionId = await requireTesting(ctx, sessionOf(req));
        const test = await testOf(ctx.db.orm, institutionId, req.query._id);
        if (call === C.v2Info) requireFlow(test.toolsType, 'v2');
        return ok(localeOf(req), await presentTest(ctx, test, await roleHoldsMenu(ctx, sessionOf(req), PERMISSION_MENUS.reportParams)));
      },
    );
  }

  app.post(
    C.v2Begin.path,
    { onRequest, schema: schemaOf(C.v2Begin, { tags, summary: 'Start a v2 test (Active → Additional or Testing), within the tool’s simultaneous-test limit' }) },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await beginTest(ctx, institutionId, req.body.test_id));
    },
  );

  app.get(
    C.v2Temporary.path,
    { onRequest, schema: schemaOf(C.v2Temporary, { tags, summary: 'The test’s parent link (QR token): the live one, or a new one (refresh revokes the old)' }) },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await qrTokenOf(ctx, institutionId, req.query._id, req.query.refresh ?? false));
    },
  );

  app.put(
    C.testComments.path,
    { onRequest, schema: schemaOf(C.testComments, { tags, summary: 'The clinician’s comments on a test (at most 1000 characters)' }) },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await saveComments(ctx, institutionId, req.body._id, req.body.comments));
    },
  );

  app.get(
    C.testEvents.path,
    { onRequest, schema: schemaOf(C.testEvents, { tags, summary: 'Live answers of a test (text/event-stream of testEvent; heartbeat every 15 s)' }) },
    async (req, reply) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      const test = await testOf(ctx.db.orm, institutionId, req.query._id);
      await openEventStream(relayOf(ctx.db, app.log), streams, req, reply, test);
    },
  );

  app.get(
    C.childrenExtraInfo.path,
    { onRequest, schema: schemaOf(C.childrenExtraInfo, { tags, summary: 'A child’s extra information' }) },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await childExtraInfo(ctx, institutionId, req.query.children_id));
    },
  );

  app.post(
    C.childrenExtraUpdate.path,
    { onRequest, schema: schemaOf(C.childrenExtraUpdate, { tags, summary: 'Merge fields into a child’s extra information (null removes one)' }) },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await updateChildExtra(ctx, institutionId, req.body));
    },
  );

  app.get(
    C.insToolsStatus.path,
    { onRequest, schema: schemaOf(C.insToolsStatus, { tags, summary: 'Whether the institution’s tool is in effect, and its simultaneous tests' }) },
    async (req) => {
      const institutionId = await requireTesting(ctx, sessionOf(req));
      return ok(localeOf(req), await toolStatus(ctx, institutionId, req.query.tools_type));
    },
  );
};
