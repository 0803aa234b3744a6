/** /api/base/insTools/* (spec §7.2). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { institutionTool } from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth/hooks';
import { toolsOfInstitution } from './service';

export const toolRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/base/insTools/user/list',
    {
      onRequest: authenticate(ctx.db.pool),
      schema: { tags: ['tools'], summary: 'Tools of the current institution', response: { 200: envelopeOf(z.array(institutionTool)) } },
    },
    async (req) => ok(localeOf(req), await toolsOfInstitution(ctx, sessionOf(req))),
  );
};
