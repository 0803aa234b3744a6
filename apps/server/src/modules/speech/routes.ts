/**
 * The speech calls (README.md here): a sitting's session and its uploads, the review reads and the
 * two amend calls. Every call needs a clinician's login token and a role that may test; every row
 * is looked up through the caller's institution. Multipart parsing is registered in this plugin only.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPEECH_CALLS as C, SPEECH_UPLOAD_MAX_MB } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { institutionFor, speechTestOf } from './access';
import { amendOutcome } from './amend';
import { speechScorerOf } from './jobs';
import { audioSessionsOf, recognitionSessionsOf } from './presenter';
import { closeSession, createSession, resumeSession } from './sessions';
import { receiveRecording } from './upload';

const tags = ['speech'];

export const speechRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  speechScorerOf(ctx, app.log);
  await app.register(fastifyMultipart, {
    limits: { fileSize: SPEECH_UPLOAD_MAX_MB * 1024 * 1024, files: 1 },
    isPartAFile: (_fieldName, _contentType, fileName) => fileName !== undefined,
  });

  app.post(C.sessionCreate.path, { onRequest, schema: schemaOf(C.sessionCreate, { tags, summary: 'Open a recording session (one sitting) of a speech test of the current institution' }) }, async (req) =>
    ok(localeOf(req), await createSession(ctx, sessionOf(req), req.body.test_id)),
  );

  app.post(C.sessionClose.path, { onRequest, schema: schemaOf(C.sessionClose, { tags, summary: 'Close a recording session (its end time); scoring of what is still waiting starts' }) }, async (req) =>
    ok(localeOf(req), await closeSession(ctx, sessionOf(req), req.body._id)),
  );

  app.post(C.sessionResume.path, { onRequest, schema: schemaOf(C.sessionResume, { tags, summary: 'Carry on with an open recording session after a reload: the session with what it holds; takes recorded before lose their place in the full audio (the recorder restarts)' }) }, async (req) =>
    ok(localeOf(req), await resumeSession(ctx, sessionOf(req), req.body._id)),
  );

  app.post(
    C.upload.path,
    {
      onRequest,
      bodyLimit: SPEECH_UPLOAD_MAX_MB * 1024 * 1024 + 64 * 1024,
      schema: schemaOf(C.upload, {
        tags,
        summary: `Upload the session's full audio (part=full) or one item's sub-recording (part=item, question_id, timestamp in the full audio in ms). Body: multipart/form-data with one audio file (wav, mp3, m4a, mp4 audio, webm, ogg; content checked; at most ${SPEECH_UPLOAD_MAX_MB} MB). The same bytes again answer the stored recording (safe retry); other bytes replace it`,
      }),
    },
    async (req) => ok(localeOf(req), await receiveRecording(ctx, sessionOf(req), req, req.query)),
  );

  app.get(C.audio.path, { onRequest, schema: schemaOf(C.audio, { tags, summary: 'The recording sessions of a test (_id) with their recordings (data_list); hide_null leaves out recordings without playable audio' }) }, async (req) => {
    const institutionId = await institutionFor(ctx, sessionOf(req));
    const test = await speechTestOf(ctx.db.orm, institutionId, req.query._id);
    return ok(localeOf(req), await audioSessionsOf(ctx.db.orm, institutionId, { testId: test.id }, req.query.hide_null === true));
  });

  app.get(
    C.recognitionList.path,
    { onRequest, schema: schemaOf(C.recognitionList, { tags, summary: 'The item outcomes of a test (_id) per session: the provider’s, the clinician’s amendment, and which counts; hide_null leaves out items not scored by anyone yet' }) },
    async (req) => {
      const institutionId = await institutionFor(ctx, sessionOf(req));
      const test = await speechTestOf(ctx.db.orm, institutionId, req.query._id);
      return ok(localeOf(req), await recognitionSessionsOf(ctx.db.orm, institutionId, test.id, req.query.hide_null === true));
    },
  );

  app.put(C.amend.path, { onRequest, schema: schemaOf(C.amend, { tags, summary: 'Amend an item outcome (_id): recognised text (Chinese) and accuracy 0–100 per target word; kept beside the original' }) }, async (req) =>
    ok(localeOf(req), await amendOutcome(ctx, sessionOf(req), { outcomeId: req.body._id, vopText: req.body.vop_text, word: req.body.word })),
  );

  app.put(C.setTestAmend.path, { onRequest, schema: schemaOf(C.setTestAmend, { tags, summary: 'The same amendment by testOutcomeId (the oral test’s spelling)' }) }, async (req) =>
    ok(localeOf(req), await amendOutcome(ctx, sessionOf(req), { outcomeId: req.body.testOutcomeId, vopText: req.body.vop_text, word: req.body.word })),
  );
};
