/** GET /api/system/export: a configured table page's rows as xlsx or CSV, streamed (service.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_CONTENT_TYPES, EXPORT_PATH, exportQuery, institutionDay } from '@portal/shared';
import type { AppContext } from '../../context';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { contentDisposition } from './file-name';
import { prepareExport, type ExportSources } from './service';

export const exportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; sources: ExportSources }> = async (app, { ctx, sources }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    EXPORT_PATH,
    {
      onRequest,
      schema: {
        tags: ['export'],
        summary: "A configured table page's rows for the list's filter (every page), as xlsx or CSV; the list's other query parameters pass through",
        querystring: exportQuery,
      },
    },
    async (req, reply) => {
      const prepared = await prepareExport(app, ctx, sources, req, sessionOf(req), localeOf(req), req.query);
      if ('refused' in prepared) {
        const { refused } = prepared;
        return reply.code(refused.statusCode).header('content-type', refused.headers['content-type'] ?? 'application/json; charset=utf-8').send(refused.body);
      }
      const { fileName, stream, pump } = prepared;
      const day = institutionDay(new Date(), ctx.config.trainingTimeZone);
      reply
        .header('content-type', EXPORT_CONTENT_TYPES[req.query.format])
        .header('content-disposition', contentDisposition(fileName, day, req.query.format))
        .header('cache-control', 'no-store');
      // The headers are gone once bytes flow: a failure now can only cut the download short.
      pump().catch((error: unknown) => {
        req.log.error({ err: error }, 'export failed while streaming');
        stream.destroy(error as Error);
      });
      return reply.send(stream);
    },
  );
};
