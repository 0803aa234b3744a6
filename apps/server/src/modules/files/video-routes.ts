/** POST /api/language/video_transcode_status. See README.md here. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { transcodeStatus } from './videos';

export const videoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    C.videoTranscodeStatus.path,
    {
      onRequest: authenticate(ctx.db.pool),
      schema: schemaOf(C.videoTranscodeStatus, {
        tags: ['videos'],
        summary:
          'State of the transcode of an uploaded mp4 of the current institution (origin_path: its file_path /api/system/file/raw/{id}, /resource/file/{id}, or the file id). ' +
          'The first call starts it (Pending); then Transcoding, Completed (transcoded_url: the resource path of the copy, read with the token header) or Failed (reason; retry=true starts over)',
      }),
    },
    async (req) => {
      const locale = localeOf(req);
      return ok(locale, await transcodeStatus(ctx, sessionOf(req), req.body, locale));
    },
  );
};
