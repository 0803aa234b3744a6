/** /api/base/insTools/* and /api/base/insToolsExpansion/* (the institution's tools), and the QR poster background. */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { institutionTool, INS_TOOLS_EXPANSION_INFO_PATH, QR_BACKGROUND_DEFAULT_PATH, toolExpansionInfo, toolExpansionQuery } from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok } from '../../http/envelope';
import { SERVER_ROOT } from '../../paths';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { toolExpansion, toolsOfInstitution } from './service';

/** Made by scripts/make-qr-background.mjs; read once, on the first request. */
const QR_BACKGROUND_FILE = new URL('assets/qr-background.png', SERVER_ROOT);
let qrBackground: Promise<Buffer> | undefined;

export const toolRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  app.get(
    '/api/base/insTools/user/list',
    {
      onRequest,
      schema: { tags: ['tools'], summary: 'Tools of the current institution', response: { 200: envelopeOf(z.array(institutionTool)) } },
    },
    async (req) => ok(localeOf(req), await toolsOfInstitution(ctx, sessionOf(req))),
  );

  app.get(
    INS_TOOLS_EXPANSION_INFO_PATH,
    {
      onRequest,
      schema: {
        tags: ['tools'],
        summary: 'QR poster background of one tool of the current institution (null when the institution has no such tool)',
        querystring: toolExpansionQuery,
        response: { 200: envelopeOf(toolExpansionInfo) },
      },
    },
    async (req) => ok(localeOf(req), await toolExpansion(ctx, sessionOf(req), req.query.tools_type)),
  );

  // Public like any page asset: the picture carries nothing of an institution.
  app.get(QR_BACKGROUND_DEFAULT_PATH, { schema: { tags: ['tools'], summary: 'The default QR poster background (1080 × 1920 PNG)' } }, async (_req, reply) => {
    qrBackground ??= readFile(QR_BACKGROUND_FILE).catch((error: unknown) => {
      qrBackground = undefined;
      throw error;
    });
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(await qrBackground);
  });
};
