/** /api/base/insTools/* and /api/base/insToolsExpansion/* (the institution's tools), and the QR poster background. */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QR_BACKGROUND_DEFAULT_PATH, TOOL_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { SERVER_ROOT } from '../../paths';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { toolExpansion, toolsOfInstitution } from './service';

/** Made by scripts/make-qr-background.mjs; read once, on the first request. */
const QR_BACKGROUND_FILE = new URL('assets/qr-background.png', SERVER_ROOT);
let qrBackground: Promise<Buffer> | undefined;
const tags = ['tools'];

export const toolRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  app.get(
    C.userList.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.userList, { tags, summary: 'Tools of the current institution' }) },
    async (req) => ok(localeOf(req), await toolsOfInstitution(ctx, sessionOf(req))),
  );

  app.get(
    C.expansionInfo.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.expansionInfo, { tags, summary: 'QR poster background of one tool of the current institution (null when the institution has no such tool)' }) },
    async (req) => ok(localeOf(req), await toolExpansion(ctx, sessionOf(req), req.query.tools_type)),
  );

  // Public like any page asset: the picture carries nothing of an institution.
  app.get(QR_BACKGROUND_DEFAULT_PATH, { config: { access: 'public' }, schema: { tags, summary: 'The default QR poster background (1080 × 1920 PNG)' } }, async (_req, reply) => {
    qrBackground ??= readFile(QR_BACKGROUND_FILE).catch((error: unknown) => {
      qrBackground = undefined;
      throw error;
    });
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(await qrBackground);
  });
};
